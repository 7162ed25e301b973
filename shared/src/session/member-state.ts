import { atom, useAtomValue } from '../state/store';
import { callApi } from '../api/client';
import { balance, memberInfo, memberPublicState, type LoginResult, type MemberInfo, type Money, type PublicState, unreadCount } from '../api/contract';
import { SESSION_KEYS } from '../storage/keys';
import { writeStorage } from '../storage/safe-storage';
import { getSession, sessionAtom, setSession, suiteStore } from './session-store';

/** Spec 1 §9: currency symbol default P. */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

export const EMPTY_PUBLIC_STATE: PublicState = {
  balance: null,
  currencySymbol: DEFAULT_CURRENCY_SYMBOL,
  unreadMessage: 0,
  availablePromoCount: 0,
  hasVip: false,
  vipRankLevel: 0,
  availablePromo: { REFERRAL: { enabled: false } },
  rewardCount: 0,
  missionCount: 0,
  customerService: [],
};

/** The logged-in member (GET /wps/member/info); null for a visitor or until loaded. */
export const memberInfoAtom = atom<MemberInfo | null>(null);
/** The header's public state (balance, VIP service, counts); reset at logout. */
export const publicStateAtom = atom<PublicState>(EMPTY_PUBLIC_STATE);
export type BalanceStatus = 'idle' | 'loading' | 'loaded' | 'error';
export const balanceStatusAtom = atom<BalanceStatus>('idle');
/** Set after a login (spec 1 §4 "after-login modal flag"): the shell may show its after-login popup once. */
export const afterLoginModalAtom = atom(false);

const store = suiteStore;

/** Logout or a dead token: everything the member state held goes with the session. */
store.sub(sessionAtom, () => {
  if (store.get(sessionAtom) !== null) return;
  store.set(memberInfoAtom, null);
  store.set(publicStateAtom, EMPTY_PUBLIC_STATE);
  store.set(balanceStatusAtom, 'idle');
  store.set(afterLoginModalAtom, false);
});

/** A login (or registration, free play) answer becomes the session, under the spec's session keys. */
export function startSession(result: LoginResult): void {
  writeStorage('session', SESSION_KEYS.merchant, result.merchant || null);
  writeStorage('session', SESSION_KEYS.merchantCode, result.merchantCode || null);
  writeStorage('session', SESSION_KEYS.wallet, result.wallet || null);
  setSession({
    token: result.token,
    isAgent: result.isAgent,
    account: result.account,
    customerId: result.customerId,
    // The labels as a JSON array (session storage holds strings).
    memberLabel: JSON.stringify(result.memberLabel ?? []),
  });
}

/** Loads the member info of the current session; null (and the old value kept) when it fails. */
export async function loadMemberInfo(): Promise<MemberInfo | null> {
  const token = getSession()?.token;
  if (!token) return null;
  try {
    const info = await callApi(memberInfo);
    if (getSession()?.token === token) store.set(memberInfoAtom, info);
    return info;
  } catch (error) {
    console.warn('[suite] member info could not be loaded', error);
    return null;
  }
}

let balanceRequest = 0;

/** Loads (or reloads) the balance; the latest request wins. */
export async function refreshBalance(): Promise<void> {
  const token = getSession()?.token;
  if (!token) return;
  const request = ++balanceRequest;
  store.set(balanceStatusAtom, 'loading');
  try {
    const value = await callApi(balance);
    if (request !== balanceRequest || getSession()?.token !== token) return;
    store.set(publicStateAtom, (state) => ({ ...state, balance: value.sumBalance }));
    store.set(balanceStatusAtom, 'loaded');
  } catch {
    if (request === balanceRequest && getSession()?.token === token) store.set(balanceStatusAtom, 'error');
  }
}

/**
 * A balance the server pushed (a live 'balance' event, docs/live-events.md): shown at once, no request.
 * A balance request already under way is dropped: its answer may be older than this.
 */
export function setLiveBalance(sumBalance: Money): void {
  balanceRequest += 1;
  store.set(publicStateAtom, (state) => ({ ...state, balance: sumBalance }));
  store.set(balanceStatusAtom, 'loaded');
}

let unreadRequest = 0;

/**
 * Loads the unread message count (CSP_unreadCount; spec 1 §7: fetched on load when a token is
 * present) into the public state: the centre's messageV2 badge. The latest request wins.
 */
export async function refreshUnreadCount(): Promise<void> {
  const token = getSession()?.token;
  if (!token) return;
  const request = ++unreadRequest;
  try {
    const { unreadMessage } = await callApi(unreadCount);
    if (request === unreadRequest && getSession()?.token === token) store.set(publicStateAtom, (state) => ({ ...state, unreadMessage }));
  } catch (error) {
    console.warn('[suite] unread count could not be loaded', error);
  }
}

let publicStateRequest = 0;

/**
 * Loads the whole public state (balance, unread, reward and mission counts, referral switch,
 * customer service; spec 1 §3, §7) after login and on load when a token is present, and again when a
 * page changes a count (a message read, a reward claimed). The latest request wins.
 */
export async function refreshPublicState(): Promise<void> {
  const token = getSession()?.token;
  if (!token) return;
  const request = ++publicStateRequest;
  try {
    const value = await callApi(memberPublicState);
    if (request !== publicStateRequest || getSession()?.token !== token) return;
    store.set(publicStateAtom, (state) => ({ ...state, ...value }));
    if (value.balance !== null) store.set(balanceStatusAtom, 'loaded');
  } catch (error) {
    console.warn('[suite] public state could not be loaded', error);
  }
}

export function setPublicState(partial: Partial<PublicState>): void {
  store.set(publicStateAtom, (state) => ({ ...state, ...partial }));
}

export function setAfterLoginModal(value: boolean): void {
  store.set(afterLoginModalAtom, value);
}

export function useMemberInfo(): MemberInfo | null {
  return useAtomValue(memberInfoAtom);
}

export function usePublicState(): PublicState {
  return useAtomValue(publicStateAtom);
}

export function useBalanceStatus(): BalanceStatus {
  return useAtomValue(balanceStatusAtom);
}

export function useAfterLoginModal(): boolean {
  return useAtomValue(afterLoginModalAtom);
}
