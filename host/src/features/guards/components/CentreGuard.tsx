import {
  canUseAgentCenter,
  checkProtectedAction,
  noteSignOutFrom,
  showTrialWarning,
  signedOutFrom,
  useLocation,
  useSession,
  useTranslation,
  Navigate,
} from '@suite/shared';
import { useEffect, type ReactNode } from 'react';
import type { CentreArea } from '../../../app/paths';
import { HOST_NS } from '../../../i18n';
import { returnState } from '../../../app/return-path';

export type { CentreArea };

/**
 * The member and agent centres open only for the matching kind of account (spec 1 §6, spec 2 §5):
 * a visitor goes to /login, a trial account gets the real-account warning, and a member who is not
 * an agent is told the agent centre is for agents. The remote is not even loaded in those cases.
 * `frame` keeps the centre and the warnings in the one overlay (mounted here, so a sign-out that
 * clears the session closes it without unmounting the guard).
 */
export function CentreGuard({
  area,
  background,
  frame = (content) => content,
  children,
}: {
  area: CentreArea;
  /** Path of the page the centre is shown over (a sign-out started there ends the same way). */
  background?: string;
  /** What the centre and the guard's warnings are shown in (the overlay); never the redirect. */
  frame?: (content: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(HOST_NS);
  const session = useSession();
  const location = useLocation();
  const { pathname } = location;
  const check = checkProtectedAction(session);
  const trial = check === 'trial';

  useEffect(() => {
    if (trial) void showTrialWarning();
  }, [trial]);
  useEffect(() => () => noteSignOutFrom(null), []);

  if (check === 'login') {
    // Signed out on this page: the logout is already taking the player home (the router renders
    // that change after this one): do not turn it into /login.
    // The header that signs out sits on the page under the centre, so it names that page.
    const signedOut = signedOutFrom();
    if (signedOut !== null && (signedOut === pathname || signedOut === background)) return null;
    // The login comes back here afterwards (issue 13).
    return <Navigate to="/login" replace state={returnState(location)} />;
  }
  if (trial) {
    return frame(
      <p className="centre-guard" role="status">
        {t('permissions.in_need_true_account', { ns: 'shared' })}
      </p>,
    );
  }
  if (area === 'agent' && !canUseAgentCenter(session)) {
    return frame(
      <p className="centre-guard" role="status">
        {t('guards.notAgent')}
      </p>,
    );
  }
  return frame(children);
}
