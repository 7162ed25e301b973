import { fakeServer, ok } from '../api/test-adapter';
import type { LoginResult } from '../api/contract';
import { initI18n } from '../i18n/i18n';
import {
  afterLoginModalAtom,
  balanceStatusAtom,
  EMPTY_PUBLIC_STATE,
  loadMemberInfo,
  memberInfoAtom,
  publicStateAtom,
  refreshBalance,
  refreshUnreadCount,
  setAfterLoginModal,
  setLiveBalance,
  startSession,
} from './member-state';
import { clearSession, getSession, suiteStore } from './session-store';

const RESULT: LoginResult = {
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  customerId: 'c-1',
  account: 'ann',
  isAgent: 0,
  memberLabel: ['gold', 'vip'],
  merchant: 'm-1',
  merchantCode: 'MC',
  wallet: 'main',
};

beforeAll(() => initI18n());
beforeEach(() => {
  clearSession();
  sessionStorage.clear();
});

describe('member state', () => {
  it('turns a login answer into the session under the spec keys', () => {
    startSession(RESULT);
    expect(getSession()).toEqual({ token: 'tok-1', isAgent: 0, account: 'ann', customerId: 'c-1', memberLabel: '["gold","vip"]' });
    expect(sessionStorage.getItem('merchant')).toBe('m-1');
    expect(sessionStorage.getItem('merchantCode')).toBe('MC');
    expect(sessionStorage.getItem('wallet')).toBe('main');
  });

  it('loads member info and the balance with the token, and drops them at logout', async () => {
    const sent = fakeServer((config) => {
      if (config.url === '/wps/member/info') return ok({ id: 'c-1', account: 'ann' });
      return ok({ sumBalance: '12.50', wallets: [] });
    });
    startSession(RESULT);
    await loadMemberInfo();
    await refreshBalance();
    expect(suiteStore.get(memberInfoAtom)?.account).toBe('ann');
    expect(suiteStore.get(publicStateAtom).balance).toBe('12.50');
    expect(suiteStore.get(balanceStatusAtom)).toBe('loaded');
    expect(sent.every((config) => config.headers.get('Authorization') === 'Bearer tok-1')).toBe(true);
    setAfterLoginModal(true);

    clearSession();
    expect(suiteStore.get(memberInfoAtom)).toBeNull();
    expect(suiteStore.get(publicStateAtom)).toEqual(EMPTY_PUBLIC_STATE);
    expect(suiteStore.get(balanceStatusAtom)).toBe('idle');
    expect(suiteStore.get(afterLoginModalAtom)).toBe(false);
    expect(EMPTY_PUBLIC_STATE.currencySymbol).toBe('P');
  });

  it('does not call without a session, and reports a failed balance', async () => {
    const sent = fakeServer(() => ({ status: 500, data: { success: false, message: 'x', value: null } }));
    expect(await loadMemberInfo()).toBeNull();
    await refreshBalance();
    expect(sent).toHaveLength(0);
    startSession(RESULT);
    await refreshBalance();
    expect(suiteStore.get(balanceStatusAtom)).toBe('error');
    expect(suiteStore.get(publicStateAtom).balance).toBeNull();
  });

  it('loads the unread message count into the public state (the messageV2 badge)', async () => {
    const sent = fakeServer(() => ok({ unreadMessage: 3 }));
    await refreshUnreadCount();
    expect(sent).toHaveLength(0);
    startSession(RESULT);
    await refreshUnreadCount();
    expect(sent.map((config) => config.url)).toEqual(['/wps/relay/CSP_unreadCount']);
    expect(suiteStore.get(publicStateAtom).unreadMessage).toBe(3);
  });

  it('shows a pushed balance at once, and the answer of a balance request already under way does not overwrite it', async () => {
    let answer: () => void = () => undefined;
    const sent = fakeServer(() => new Promise((resolve) => (answer = () => resolve(ok({ sumBalance: '12.50', wallets: [] })))));
    startSession(RESULT);
    const request = refreshBalance();
    expect(suiteStore.get(balanceStatusAtom)).toBe('loading');
    while (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    setLiveBalance('512.50');
    expect(suiteStore.get(publicStateAtom).balance).toBe('512.50');
    expect(suiteStore.get(balanceStatusAtom)).toBe('loaded');
    answer();
    await request;
    expect(suiteStore.get(publicStateAtom).balance).toBe('512.50');
  });
});
