import { getSession, useLocation, useNavigate } from '@suite/shared';
import { useEffect } from 'react';

/** The pages only a visitor needs (issue 13): a logged-in player who opens one is sent home. */
export const VISITOR_ONLY_PATHS: readonly string[] = ['/login', '/register', '/register.html'];

export function isVisitorOnlyPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return VISITOR_ONLY_PATHS.includes(clean);
}

/**
 * A logged-in player who arrives at /login or /register goes home (replacing the entry, so Back does
 * not bounce). Checked on arrival only: a login made on /login ends where the login flow sends it
 * (the page asked for before the login), not here.
 */
export function useSignedInAwayFromAccountPages(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (getSession()?.token && isVisitorOnlyPath(pathname)) navigate('/', { replace: true });
  }, [pathname, navigate]);
}
