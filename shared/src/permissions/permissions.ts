import type { Session } from '../session/session-store';

/** isAgent values that open the agent center (AC area), spec 1 §4. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** isAgent value of a trial (demo) account. */
export const TRIAL_ACCOUNT_TYPE = 4;

/** What the rules need of a session; null or undefined is a visitor. */
export type SessionLike = Pick<Session, 'token' | 'isAgent'> | null | undefined;

export type ProtectedActionCheck = 'allowed' | 'login' | 'trial';

function hasToken(session: SessionLike): session is Pick<Session, 'token' | 'isAgent'> {
  return typeof session?.token === 'string' && session.token !== '';
}

export function isTrialAccount(session: SessionLike): boolean {
  return hasToken(session) && session.isAgent === TRIAL_ACCOUNT_TYPE;
}

export function canUseAgentCenter(session: SessionLike): boolean {
  return hasToken(session) && session.isAgent !== null && AGENT_TYPES.includes(session.isAgent);
}

export function canUseMemberCenter(session: SessionLike): boolean {
  return hasToken(session) && session.isAgent !== TRIAL_ACCOUNT_TYPE;
}

/**
 * Gate for real-account actions (spec 1 §6): a visitor goes to /login, a trial account sees the
 * `permissions.in_need_true_account` warning and the action stops.
 */
export function checkProtectedAction(session: SessionLike): ProtectedActionCheck {
  if (!hasToken(session)) return 'login';
  if (session.isAgent === TRIAL_ACCOUNT_TYPE) return 'trial';
  return 'allowed';
}
