// The suite's semver questions, answered by npm's own `semver` package, for the build (shared-deps.cjs),
// the operator scripts (swap-remote, shared-surface) and the tests of the host's runtime check (whose
// browser side uses the federation runtime's `satisfy`, which reads ranges the same way). Only the two
// questions semver does not ask directly live here: how one version moved from another, and the next
// version for a bump.
const semver = require('semver');

/** @returns {{ major: number, minor: number, patch: number, prerelease: string[] } | null} */
function parseVersion(text) {
  const parsed = semver.parse(String(text ?? '').trim());
  return parsed ? { major: parsed.major, minor: parsed.minor, patch: parsed.patch, prerelease: parsed.prerelease.map(String) } : null;
}

/** -1, 0 or 1, pre-releases below their release. */
function compareVersions(a, b) {
  return semver.compare(typeof a === 'string' ? a : format(a), typeof b === 'string' ? b : format(b));
}

const format = ({ major, minor, patch, prerelease = [] }) => `${major}.${minor}.${patch}${prerelease.length ? `-${prerelease.join('.')}` : ''}`;

/** Whether `version` satisfies `range` (false for anything unparsable, as the federation runtime does). */
function satisfies(version, range) {
  if (typeof range !== 'string' || !semver.valid(String(version ?? '').trim())) return false;
  try {
    return semver.satisfies(String(version).trim(), range);
  } catch {
    return false;
  }
}

/** Whether `range` is a range semver (and so the runtime) can check. */
function isValidRange(range) {
  return typeof range === 'string' && range.trim() !== '' && semver.validRange(range) !== null;
}

/** 'major' | 'minor' | 'patch' | 'prerelease' | 'none' | 'downgrade': how `to` moved from `from`. */
function bumpBetween(from, to) {
  if (!semver.valid(from) || !semver.valid(to)) throw new Error(`not a semver version: ${JSON.stringify(semver.valid(from) ? to : from)}`);
  const order = semver.compare(from, to);
  if (order === 0) return 'none';
  if (order > 0) return 'downgrade';
  const a = semver.parse(from);
  const b = semver.parse(to);
  if (b.major !== a.major) return 'major';
  if (b.minor !== a.minor) return 'minor';
  if (b.patch !== a.patch) return 'patch';
  return 'prerelease';
}

/** The next version of `version` for a bump ('major' | 'minor' | 'patch'). */
function bumpVersion(version, bump) {
  if (!semver.valid(version)) throw new Error(`not a semver version: ${JSON.stringify(version)}`);
  if (!['major', 'minor', 'patch'].includes(bump)) throw new Error(`unknown bump ${JSON.stringify(bump)} (major, minor or patch)`);
  return semver.inc(version, bump);
}

module.exports = { parseVersion, compareVersions, satisfies, isValidRange, bumpBetween, bumpVersion };
