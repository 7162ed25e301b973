import { api, useSession, useSiteSwitches, useLocation, useNavigate } from '@suite/shared';
import { useEffect } from 'react';
import { isOpenPath } from '../logged-in-to-home';
import { RETURN_STATE_KEY, safeReturnPath } from '../../../app/return-path';

/**
 * The logged-in-to-home guard (spec 1 §2): with the white-label flag on, a visitor without a session
 * token is sent to /login from every path but the open ones.
 */
export function useLoggedInToHomeGuard(): void {
  const switches = useSiteSwitches();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const on = switches.isOn(api.WHITELABEL_MOD_IDS.loggedInToHome);
  const blocked = on && !session?.token && !isOpenPath(pathname);
  // The login comes back to the page asked for (issue 13).
  const returnTo = blocked ? safeReturnPath(`${pathname}${search}${hash}`) : null;
  useEffect(() => {
    if (blocked) navigate('/login', { replace: true, state: returnTo ? { [RETURN_STATE_KEY]: returnTo } : undefined });
  }, [blocked, returnTo, navigate]);
}
