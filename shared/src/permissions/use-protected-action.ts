import { useCallback } from 'react';
import { useNavigate } from '../router';
import { LOGIN_PATH } from '../api/unauthorized';
import { getSession } from '../session/session-store';
import { checkProtectedAction } from './permissions';
import { showTrialWarning } from './trial-warning';

/** Runs `action` when allowed; returns whether it was. */
export type ProtectedAction = (action?: () => void) => boolean;

/**
 * The login-required check of spec 1 §6 for real-account actions (member and agent centre links,
 * deposit, ...), usable by the host and every remote: a visitor is sent to /login, a trial account
 * (isAgent 4) gets the in_need_true_account warning, and the action does not run.
 *
 *   const guard = useProtectedAction();
 *   <Link to="/member/depositv2" onClick={(event) => guard() || event.preventDefault()}>
 */
export function useProtectedAction(): ProtectedAction {
  const navigate = useNavigate();
  return useCallback(
    (action) => {
      const check = checkProtectedAction(getSession());
      if (check === 'login') {
        navigate(LOGIN_PATH);
        return false;
      }
      if (check === 'trial') {
        void showTrialWarning();
        return false;
      }
      action?.();
      return true;
    },
    [navigate],
  );
}
