// Storage that never throws (private mode, disabled storage, quota): the site keeps working in memory.
type Area = 'local' | 'session';

const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(kind: Area, key: string): string | null {
  try {
    const value = area(kind)?.getItem(key);
    if (value !== undefined && value !== null) return value;
  } catch {
    /* fall through to memory */
  }
  return memory[kind].get(key) ?? null;
}

export function writeStorage(kind: Area, key: string, value: string | null): void {
  if (value === null) memory[kind].delete(key);
  else memory[kind].set(key, value);
  try {
    const storage = area(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    /* memory copy above keeps the value for this page */
  }
}
