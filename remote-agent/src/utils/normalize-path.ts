/** `/join/` and `/join` are the same page: drop trailing slashes (but keep `/`). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
