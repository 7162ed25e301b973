import { isRemoteName, type RemoteName } from './remote-names';

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

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
 * `remotes.json` is operator-edited: accept `[{ name, entry }]` (or `{ name: entry }`), keep every
 * valid line, and report the rest instead of failing the whole site.
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
    const { name, entry } = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
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
    remotes.push({ name, entry });
  }
  return { remotes, problems };
}
