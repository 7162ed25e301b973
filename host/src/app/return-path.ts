/**
 * The page a visitor asked for before being sent to /login (issue 13: /member/withdraw -> /login ->
 * /member/withdraw). It travels in the /login history entry's state (a reload keeps it) and is only
 * ever a same-origin path: anything that could leave the site (//host, /\host, a scheme, control
 * characters) is refused and the login ends at its usual place.
 */
export const RETURN_STATE_KEY = 'returnTo';

/** Longer is not a path the suite makes: refuse rather than cut. */
export const MAX_RETURN_PATH = 512;

/** Never a destination after a login: the account pages themselves. */
const ACCOUNT_PAGES = new Set(['/login', '/register', '/register.html', '/forget']);

/** A base that no real origin equals: a value that resolves elsewhere named another origin. */
const PROBE_ORIGIN = 'https://return-path.invalid';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) return null;
  // One leading slash only; no backslashes (browsers read /\host as //host) and no control characters.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (ACCOUNT_PAGES.has(pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The history state of a redirect to /login that should come back to `location` afterwards. */
export function returnState(location: { pathname: string; search?: string; hash?: string }): Record<string, string> | undefined {
  const path = safeReturnPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  return path ? { [RETURN_STATE_KEY]: path } : undefined;
}

/** The safe return path a /login history entry carries, or null. */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  return safeReturnPath((state as Record<string, unknown>)[RETURN_STATE_KEY]);
}
