import { isRemoteName, type RemoteName } from './remote-names';

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
  /** SRI of the exact remoteEntry.js bytes (`sha384-<base64>`): the host loads the entry with it. */
  integrity?: string;
  /** Why this remote is not loaded at all (a malformed line): it shows its fallback, /__suite says why. */
  broken?: string;
}

/** The one form accepted: sha384 and the base64 of its 48 bytes (what scripts/swap-remote writes). */
const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

export interface ParsedManifest {
  remotes: RemoteEntry[];
  problems: string[];
}

function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value, 'http://placeholder.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * `remotes.json` is operator-edited: accept `[{ name, entry, integrity? }]` (or `{ name: entry }`, which
 * carries no integrity), keep every valid line, and report the rest instead of failing the whole site.
 * A malformed `integrity` keeps the line but marks the remote `broken`: it is never loaded (and never
 * without the check its operator asked for); its area shows the fallback, /__suite the reason.
 */
export function parseRemotesManifest(raw: unknown): ParsedManifest {
  const problems: string[] = [];
  const rows: unknown[] = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && raw !== null
      ? Object.entries(raw).map(([name, entry]) => ({ name, entry }))
      : [];
  if (!Array.isArray(raw) && (typeof raw !== 'object' || raw === null)) {
    problems.push('remotes.json must be a list of { "name", "entry" }');
  }
  const remotes: RemoteEntry[] = [];
  for (const row of rows) {
    const { name, entry, integrity } = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    if (!isRemoteName(name)) {
      problems.push(`unknown remote name ${JSON.stringify(name)}`);
      continue;
    }
    if (!isEntryUrl(entry)) {
      problems.push(`remote ${name} has no valid entry URL`);
      continue;
    }
    if (remotes.some((r) => r.name === name)) {
      problems.push(`remote ${name} is listed twice; the first entry is used`);
      continue;
    }
    if (integrity === undefined || (typeof integrity === 'string' && SRI.test(integrity))) remotes.push({ name, entry, integrity });
    else {
      const broken = `remote ${name} has no valid integrity (sha384-<base64>): not loaded`;
      problems.push(broken);
      remotes.push({ name, entry, broken });
    }
  }
  return { remotes, problems };
}
