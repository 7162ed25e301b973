import { act, renderHook } from '@testing-library/react';
import { setSession, type Session } from '../session/session-store';
import {
  AGENT_TYPES,
  canUseAgentCenter,
  canUseMemberCenter,
  checkProtectedAction,
  isTrialAccount,
  TRIAL_ACCOUNT_TYPE,
} from './permissions';
import { usePermissions } from './use-permissions';

const account = (isAgent: number | null): Session => ({ token: 't', isAgent, account: 'ann', customerId: null, memberLabel: null });

describe('permission rules (spec 1 §4, §6)', () => {
  it('opens the agent center to agent types 1, 2, 41 and 42 only', () => {
    expect(AGENT_TYPES).toEqual([1, 2, 41, 42]);
    for (const type of [1, 2, 41, 42]) expect(canUseAgentCenter(account(type))).toBe(true);
    for (const type of [0, 3, 4, 40, null]) expect(canUseAgentCenter(account(type))).toBe(false);
    expect(canUseAgentCenter({ token: '', isAgent: 1 })).toBe(false);
  });

  it('opens the member center to any logged-in account except a trial one', () => {
    expect(canUseMemberCenter(account(0))).toBe(true);
    expect(canUseMemberCenter(account(1))).toBe(true);
    expect(canUseMemberCenter(account(null))).toBe(true);
    expect(canUseMemberCenter(account(TRIAL_ACCOUNT_TYPE))).toBe(false);
    expect(canUseMemberCenter(null)).toBe(false);
  });

  it('recognises a trial account', () => {
    expect(isTrialAccount(account(4))).toBe(true);
    expect(isTrialAccount(account(1))).toBe(false);
    expect(isTrialAccount(null)).toBe(false);
  });

  it('sends a visitor to login and stops a trial account', () => {
    expect(checkProtectedAction(null)).toBe('login');
    expect(checkProtectedAction(undefined)).toBe('login');
    expect(checkProtectedAction({ token: '', isAgent: 0 })).toBe('login');
    expect(checkProtectedAction(account(4))).toBe('trial');
    expect(checkProtectedAction(account(0))).toBe('allowed');
    expect(checkProtectedAction(account(41))).toBe('allowed');
  });
});

describe('usePermissions', () => {
  beforeEach(() => setSession(null));

  it('follows login and logout', () => {
    const { result } = renderHook(() => usePermissions());
    expect(result.current).toEqual({ loggedIn: false, trial: false, agentCenter: false, memberCenter: false, protectedAction: 'login' });

    act(() => setSession(account(2)));
    expect(result.current).toEqual({ loggedIn: true, trial: false, agentCenter: true, memberCenter: true, protectedAction: 'allowed' });

    act(() => setSession(account(4)));
    expect(result.current).toEqual({ loggedIn: true, trial: true, agentCenter: false, memberCenter: false, protectedAction: 'trial' });
  });
});
