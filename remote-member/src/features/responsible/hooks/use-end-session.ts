import { clearSession, closeAccountModals, noteSignOutFrom, useLocation, useNavigate } from '@suite/shared';
import { useCallback } from 'react';

/**
 * Logout after a time-out or a self-exclusion began: the server has already ended every session of the
 * member (so no logout call, which would only meet a dead token), and here the session is cleared
 * (shared's `clearSession`, the logout of spec 1 §4) and the player goes home. The page is noted first,
 * so the centre's guard does not send the signed-out player to /login.
 */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    noteSignOutFrom(pathname);
    navigate('/');
    clearSession();
    closeAccountModals();
  }, [navigate, pathname]);
}
