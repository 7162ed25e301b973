import {
  canUseAgentCenter,
  checkProtectedAction,
  noteSignOutFrom,
  showTrialWarning,
  signedOutFrom,
  useLocation,
  useSession,
  useT,
  Navigate,
} from '@suite/shared';
import { useEffect, type ReactNode } from 'react';
import { HOST_NS } from '../../../i18n';

export type CentreArea = 'member' | 'agent';

/**
 * The member and agent centres open only for the matching kind of account (spec 1 §6, spec 2 §5):
 * a visitor goes to /login, a trial account gets the real-account warning, and a member who is not
 * an agent is told the agent centre is for agents. The remote is not even loaded in those cases.
 */
export function CentreGuard({ area, children }: { area: CentreArea; children: ReactNode }) {
  const { t } = useT(HOST_NS);
  const session = useSession();
  const { pathname } = useLocation();
  const check = checkProtectedAction(session);
  const trial = check === 'trial';

  useEffect(() => {
    if (trial) void showTrialWarning();
  }, [trial]);
  useEffect(() => () => noteSignOutFrom(null), []);

  if (check === 'login') {
    // Signed out on this page: the logout is already taking the player home (the router renders
    // that change after this one): do not turn it into /login.
    if (signedOutFrom() === pathname) return null;
    return <Navigate to="/login" replace />;
  }
  if (trial) {
    return (
      <p className="centre-guard" role="status">
        {t('permissions.in_need_true_account', { ns: 'shared' })}
      </p>
    );
  }
  if (area === 'agent' && !canUseAgentCenter(session)) {
    return (
      <p className="centre-guard" role="status">
        {t('guards.notAgent')}
      </p>
    );
  }
  return <>{children}</>;
}
