import { api, callApi, clearSession, closeAccountModals, noteSignOutFrom, useLocation, useNavigate } from '@suite/shared';
import { useCallback } from 'react';

/** The server is told (the token revoked), but a slow answer never keeps the player waiting. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Logout as the host's account menu does it (spec 1 §4), without its confirmation (the reality check's
 * "Log out" is the answer): the token revoked on the server, the session cleared (shared's
 * `clearSession`), and home. The page is noted first so a member-only page's guard does not send the
 * signed-out player to /login.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      callApi(api.logout).catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, LOGOUT_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    noteSignOutFrom(pathname);
    navigate('/');
    clearSession();
    closeAccountModals();
  }, [navigate, pathname]);
}
