/**
 * Paths a visitor may open while the logged-in-to-home guard is on: the spec 1 §2 list plus
 * /forget (a visitor must be able to recover a password) and /down (the spec's "/download" is the
 * app-download page, whose route here is /down).
 */
export const OPEN_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down', '/forget'];

export function isOpenPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_PATHS.includes(clean);
}
