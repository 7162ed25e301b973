// Small cookie access that never throws (cookies disabled, no document in tests of plain code).

export function readCookie(name: string): string | null {
  try {
    const prefix = `${encodeURIComponent(name)}=`;
    for (const part of (globalThis.document?.cookie ?? '').split(';')) {
      const item = part.trim();
      if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
    }
  } catch {
    /* cookies unavailable */
  }
  return null;
}

/** Writes a cookie for the whole site; `maxAgeMs` null deletes it. */
export function writeCookie(name: string, value: string | null, maxAgeMs: number | null = null): void {
  try {
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    const age = value === null || maxAgeMs === null ? 0 : Math.floor(maxAgeMs / 1000);
    const text = value === null ? '' : encodeURIComponent(value);
    document.cookie = `${encodeURIComponent(name)}=${text}; Max-Age=${age}; Path=/; SameSite=Lax${secure}`;
  } catch {
    /* cookies unavailable: remember-me simply does not persist */
  }
}
