/**
 * Paths a visitor may open while the logged-in-to-home guard is on (spec 1 §2, as listed there).
 * Note: /forget and /down are not in the spec's list, so with the guard on they send visitors to
 * /login too; the login page offers the forgot-password popup instead.
 */
export const OPEN_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export function isOpenPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_PATHS.includes(clean);
}
