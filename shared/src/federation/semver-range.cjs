// Small semver helpers shared by the build (shared-deps.cjs), the operator scripts (swap-remote,
// shared-surface) and the host's runtime check (shared-version-plugin.ts), so all three read a range the
// same way. The range grammar is npm's common subset, with the federation runtime's meaning
// (@module-federation/runtime-core utils/semver): `^1.2.3`, `~1.2.3`, `>=1.2.3 <2`, `1.2.x`, `1.x`, `*`,
// `1.2.3`, `a - b`, and `||` between sets. A pre-release version satisfies a set only when a comparator
// of that set names the same major.minor.patch with a pre-release (as in node-semver).

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** @returns {{ major: number, minor: number, patch: number, prerelease: string[] } | null} */
function parseVersion(text) {
  const match = VERSION.exec(String(text ?? '').trim());
  if (!match) return null;
  return { major: +match[1], minor: +match[2], patch: +match[3], prerelease: match[4] ? match[4].split('.') : [] };
}

function comparePre(a, b) {
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length); // a release is above its pre-releases
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    const na = /^\d+$/.test(a[i]);
    const nb = /^\d+$/.test(b[i]);
    if (na && nb && +a[i] !== +b[i]) return +a[i] < +b[i] ? -1 : 1;
    if (na !== nb) return na ? -1 : 1;
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

/** -1, 0 or 1; throws on a string that is not a version. */
function compareVersions(a, b) {
  const va = typeof a === 'string' ? parseVersion(a) : a;
  const vb = typeof b === 'string' ? parseVersion(b) : b;
  if (!va || !vb) throw new Error(`not a semver version: ${JSON.stringify(va ? b : a)}`);
  for (const key of ['major', 'minor', 'patch']) if (va[key] !== vb[key]) return va[key] < vb[key] ? -1 : 1;
  return comparePre(va.prerelease, vb.prerelease);
}

const isWild = (part) => part === undefined || part === '' || part === '*' || part === 'x' || part === 'X';

/** `1.2.3-beta`, `1.2`, `1`, `1.x`, `*`: numbers (null where wild) and the pre-release. */
function parsePartial(text) {
  const match = /^v?([0-9xX*]+)(?:\.([0-9xX*]+))?(?:\.([0-9xX*]+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text);
  if (!match) throw new Error(`not a version range part: ${JSON.stringify(text)}`);
  const nums = [match[1], match[2], match[3]].map((part) => (isWild(part) ? null : Number(part)));
  // "1.x.3" is read as "1.x"
  for (let i = 1; i < 3; i += 1) if (nums[i - 1] === null) nums[i] = null;
  return { nums, prerelease: match[4] ? match[4].split('.') : [] };
}

const v = (major, minor, patch, prerelease = []) => ({ major, minor, patch, prerelease });
/** The lowest version above every x.y.z: upper bounds like `<2.0.0-0` exclude 2.0.0's pre-releases. */
const upper = (major, minor, patch) => ({ op: '<', version: v(major, minor, patch, ['0']) });

/** One comparator set (space separated) as a list of { op, version }. */
function comparatorsOf(set) {
  const text = set.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1');
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  if (hyphen) return [...expand(`>=${hyphen[1]}`), ...expand(`<=${hyphen[2]}`)];
  if (text === '') return [];
  return text.split(/\s+/).flatMap(expand);
}

function expand(token) {
  const match = /^(>=|<=|>|<|=|\^|~>?)?(.*)$/.exec(token);
  const op = match[1] ?? '';
  const { nums, prerelease } = parsePartial(match[2]);
  const [major, minor, patch] = nums;
  if (major === null) return op === '<' || op === '>' ? [{ op: '<', version: v(0, 0, 0, ['0']) }] : [];
  const low = v(major, minor ?? 0, patch ?? 0, prerelease);
  if (op === '^') {
    if (major > 0 || minor === null) return [{ op: '>=', version: low }, upper(major + 1, 0, 0)];
    if (minor > 0 || patch === null) return [{ op: '>=', version: low }, upper(0, minor + 1, 0)];
    return [{ op: '>=', version: low }, upper(0, 0, patch + 1)];
  }
  if (op === '~' || op === '~>') {
    return minor === null ? [{ op: '>=', version: low }, upper(major + 1, 0, 0)] : [{ op: '>=', version: low }, upper(major, minor + 1, 0)];
  }
  if (minor === null || patch === null) {
    // x-ranges: 1.x, 1.2.x, with or without an operator
    const next = minor === null ? v(major + 1, 0, 0) : v(major, minor + 1, 0);
    if (op === '' || op === '=') return [{ op: '>=', version: low }, upper(next.major, next.minor, next.patch)];
    if (op === '>') return [{ op: '>=', version: next }];
    if (op === '<=') return [upper(next.major, next.minor, next.patch)];
    return [{ op, version: low }];
  }
  return [{ op: op || '=', version: low }];
}

function test(version, { op, version: bound }) {
  const c = compareVersions(version, bound);
  if (op === '=') return c === 0;
  if (op === '>') return c > 0;
  if (op === '>=') return c >= 0;
  if (op === '<') return c < 0;
  return c <= 0;
}

/** Whether `version` satisfies `range` (false for anything unparsable, as the federation runtime does). */
function satisfies(version, range) {
  const parsed = parseVersion(version);
  if (!parsed || typeof range !== 'string') return false;
  try {
    return range.split('||').some((set) => {
      const comparators = comparatorsOf(set);
      if (!comparators.every((comparator) => test(parsed, comparator))) return false;
      if (parsed.prerelease.length === 0) return true;
      // A pre-release only matches a set that names a pre-release of the same x.y.z.
      return comparators.some(
        ({ version: bound }) =>
          bound.prerelease.length > 0 &&
          bound.major === parsed.major &&
          bound.minor === parsed.minor &&
          bound.patch === parsed.patch,
      );
    });
  } catch {
    return false;
  }
}

/** Whether `range` is a range this file can read (and so the runtime can check). */
function isValidRange(range) {
  if (typeof range !== 'string' || range.trim() === '') return false;
  try {
    range.split('||').forEach(comparatorsOf);
    return true;
  } catch {
    return false;
  }
}

/** 'major' | 'minor' | 'patch' | 'prerelease' | 'none' | 'downgrade': how `to` moved from `from`. */
function bumpBetween(from, to) {
  const a = parseVersion(from);
  const b = parseVersion(to);
  if (!a || !b) throw new Error(`not a semver version: ${JSON.stringify(a ? to : from)}`);
  const c = compareVersions(a, b);
  if (c === 0) return 'none';
  if (c > 0) return 'downgrade';
  if (b.major !== a.major) return 'major';
  if (b.minor !== a.minor) return 'minor';
  if (b.patch !== a.patch) return 'patch';
  return 'prerelease';
}

/** The next version of `version` for a bump ('major' | 'minor' | 'patch'). */
function bumpVersion(version, bump) {
  const p = parseVersion(version);
  if (!p) throw new Error(`not a semver version: ${JSON.stringify(version)}`);
  if (bump === 'major') return `${p.major + 1}.0.0`;
  if (bump === 'minor') return `${p.major}.${p.minor + 1}.0`;
  if (bump === 'patch') return p.prerelease.length ? `${p.major}.${p.minor}.${p.patch}` : `${p.major}.${p.minor}.${p.patch + 1}`;
  throw new Error(`unknown bump ${JSON.stringify(bump)} (major, minor or patch)`);
}

module.exports = { parseVersion, compareVersions, satisfies, isValidRange, bumpBetween, bumpVersion };
