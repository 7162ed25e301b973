import { act, renderHook } from '@testing-library/react';
import { clearSession, getSession, getSessionToken, setSession, useSession, type Session } from './session-store';

const agent: Session = { token: 'tok-9', isAgent: 41, account: 'ann', customerId: '12', memberLabel: 'gold' };

/** The module as a new page load sees it (its atom reads session storage when first imported). */
async function reloadPage(): Promise<typeof import('./session-store')> {
  let fresh: typeof import('./session-store') | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = await import('./session-store');
  });
  return fresh!;
}

beforeEach(() => {
  setSession(null);
  sessionStorage.clear();
});

describe('session store', () => {
  it('persists a login to session storage under the spec keys', () => {
    setSession(agent);
    expect(sessionStorage.getItem('token')).toBe('tok-9');
    expect(sessionStorage.getItem('isAgent')).toBe('41');
    expect(sessionStorage.getItem('account')).toBe('ann');
    expect(sessionStorage.getItem('customerId')).toBe('12');
    expect(sessionStorage.getItem('memberLabel')).toBe('gold');
    expect(getSessionToken()).toBe('tok-9');
  });

  it('restores the session after a reload of the page', async () => {
    const stored = { token: 'tok-9', isAgent: '41', account: 'ann', customerId: '12', memberLabel: 'gold' };
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    expect(getSession()).toBeNull();
    expect((await reloadPage()).getSession()).toEqual(agent);
  });

  it('treats a stored session without a token as a visitor', async () => {
    sessionStorage.setItem('isAgent', '1');
    expect((await reloadPage()).getSession()).toBeNull();
  });

  it('on logout clears session storage but keeps the merchant keys', () => {
    sessionStorage.setItem('merchant', 'm-1');
    sessionStorage.setItem('merchantCode', 'MC');
    sessionStorage.setItem('wallet', '{"balance":"10.00"}');
    sessionStorage.setItem('gameVendor', 'pg');
    setSession(agent);

    clearSession();

    expect(getSession()).toBeNull();
    expect(getSessionToken()).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('m-1');
    expect(sessionStorage.getItem('merchantCode')).toBe('MC');
    for (const key of ['token', 'isAgent', 'account', 'customerId', 'memberLabel', 'wallet', 'gameVendor']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('re-renders components on login and logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => setSession(agent));
    expect(result.current?.account).toBe('ann');
    act(() => clearSession());
    expect(result.current).toBeNull();
  });
});
