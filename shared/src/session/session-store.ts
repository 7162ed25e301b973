import { atomWithStorage, suiteStore, useAtomValue } from '../state/store';
import { SESSION_KEYS } from '../storage/keys';
import { readStorage, writeStorage } from '../storage/safe-storage';

/** What the browser keeps of a login, mirrored in session storage under the spec's keys. */
export interface Session {
  token: string;
  isAgent: number | null;
  account: string | null;
  customerId: string | null;
  memberLabel: string | null;
}

/** The suite's one store (../state/store): re-exported here, where apps and tests have always found it. */
export { suiteStore };

function readSession(): Session | null {
  const token = readStorage('session', SESSION_KEYS.token);
  if (!token) return null;
  const isAgent = readStorage('session', SESSION_KEYS.isAgent);
  return {
    token,
    isAgent: isAgent === null || isAgent === '' || Number.isNaN(Number(isAgent)) ? null : Number(isAgent),
    account: readStorage('session', SESSION_KEYS.account),
    customerId: readStorage('session', SESSION_KEYS.customerId),
    memberLabel: readStorage('session', SESSION_KEYS.memberLabel),
  };
}

function writeSession(next: Session | null): void {
  writeStorage('session', SESSION_KEYS.token, next?.token ?? null);
  writeStorage('session', SESSION_KEYS.isAgent, next?.isAgent === null || next === null ? null : String(next.isAgent));
  writeStorage('session', SESSION_KEYS.account, next?.account ?? null);
  writeStorage('session', SESSION_KEYS.customerId, next?.customerId ?? null);
  writeStorage('session', SESSION_KEYS.memberLabel, next?.memberLabel ?? null);
}

/**
 * Current session, or null for a visitor. It lives in session storage under the spec's keys (one key
 * a field, as the platform's other clients read them), so the storage behind the atom spreads it there.
 */
export const sessionAtom = atomWithStorage<Session | null>(
  SESSION_KEYS.token,
  null,
  { getItem: () => readSession(), setItem: (_key, next) => writeSession(next), removeItem: () => writeSession(null) },
  { getOnInit: true },
);

export function useSession(): Session | null {
  return useAtomValue(sessionAtom);
}

export function getSession(): Session | null {
  return suiteStore.get(sessionAtom);
}

export function setSession(session: Session | null): void {
  suiteStore.set(sessionAtom, session);
}

export function getSessionToken(): string | null {
  return getSession()?.token ?? null;
}

const MERCHANT_KEYS = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode] as const;

/** Logout per spec 1 §4: session storage cleared, merchant keys restored, state reset. */
export function clearSession(): void {
  const kept = MERCHANT_KEYS.map((key) => [key, readStorage('session', key)] as const);
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    /* storage unavailable */
  }
  for (const key of Object.values(SESSION_KEYS)) writeStorage('session', key, null);
  for (const [key, value] of kept) if (value !== null) writeStorage('session', key, value);
  suiteStore.set(sessionAtom, null);
}

let signOutPath: string | null = null;

/**
 * The page a player signed out on (the logout then goes home, spec 1 §4): that page's guard must
 * not send them to /login while the router catches up. The guard forgets it when it unmounts.
 */
export function noteSignOutFrom(path: string | null): void {
  signOutPath = path;
}

export function signedOutFrom(): string | null {
  return signOutPath;
}
