import { checkProtectedAction, getSession, showDialog, useProtectedAction } from '@suite/shared';
import { useCallback } from 'react';
import { LOTTERY_NS } from '../i18n';

/**
 * Spec 2 §5 for favourites, recent lotteries and launches: a visitor goes to /login and is told why
 * ('You are not logged in, please login'), a trial account gets the in_need_true_account warning;
 * the action runs only for a real account. Returns whether it ran.
 */
export function useLoginGate(): (action: () => void) => boolean {
  const guard = useProtectedAction();
  return useCallback(
    (action: () => void) => {
      const visitor = checkProtectedAction(getSession()) === 'login';
      const allowed = guard(action);
      if (!allowed && visitor) void showDialog({ message: { key: 'launch.notLoggedIn', ns: LOTTERY_NS } });
      return allowed;
    },
    [guard],
  );
}
