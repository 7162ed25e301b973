import { api, callApi, clearSession, closeAccountModals, noteSignOutFrom, showDialog, useLocation, useNavigate } from '@suite/shared';
import { useCallback } from 'react';
import { HOST_NS } from '../../../i18n';

/** The server is told (DELETE logout, token revoked) but a slow answer never keeps the user waiting. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Sign out (spec 1 §4): a confirm dialog; then the token is revoked on the server, session storage
 * cleared with the merchant keys restored (clearSession), member info, balance and VIP service
 * state reset (member state follows the session), and the user goes to /.
 */
export function useLogout(): () => Promise<boolean> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    const confirmed = await showDialog({
      message: { key: 'auth.logoutConfirm', ns: HOST_NS },
      confirmLabel: { key: 'auth.logout', ns: HOST_NS },
      withCancel: true,
    });
    if (!confirmed) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      callApi(api.logout).catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, LOGOUT_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    // Home (spec 1 §4), also from a member-only page, whose guard would otherwise send the now
    // signed-out player to /login (CentreGuard).
    noteSignOutFrom(pathname);
    navigate('/');
    clearSession();
    closeAccountModals();
    return true;
  }, [navigate, pathname]);
}
