import { useSession } from '../session/session-store';
import {
  canUseAgentCenter,
  canUseMemberCenter,
  checkProtectedAction,
  isTrialAccount,
  type ProtectedActionCheck,
} from './permissions';

export interface Permissions {
  loggedIn: boolean;
  trial: boolean;
  agentCenter: boolean;
  memberCenter: boolean;
  /** The outcome of a protected action for the current session. */
  protectedAction: ProtectedActionCheck;
}

/** The current session's permissions; re-renders on login, logout and account changes. */
export function usePermissions(): Permissions {
  const session = useSession();
  return {
    loggedIn: checkProtectedAction(session) !== 'login',
    trial: isTrialAccount(session),
    agentCenter: canUseAgentCenter(session),
    memberCenter: canUseMemberCenter(session),
    protectedAction: checkProtectedAction(session),
  };
}
