import { api, atom, callApi, getSessionToken, suiteStore, useAtomValue, useSession } from '@suite/shared';
import { useEffect } from 'react';

/**
 * A session held to a password change (issue 26 #12; spec 1 §4): a login with the weak default
 * password, or an expired (or temporary) one while the expiry feature is on. Until the change is done
 * the change-password popup cannot be closed (only "Sign out" leaves it), and the session bootstrap
 * loads nothing else: the API refuses every other call of the session (403 passwordChangeRequired).
 * The server is the source of truth: the login's answer says so, and on a page load the session
 * state call (GET /wps/session/state) does.
 */
export interface PasswordChangeGate {
  /** The session held. */
  token: string;
  reason: api.PasswordChangeReason;
  /** The password just used to log in (memory only): not asked again (spec 1 §5). */
  oldPassword?: string;
}

const gateAtom = atom<PasswordChangeGate | null>(null);

/** The session known to be free of a change (its login's answer, the server's state, or the change done). */
const freeTokenAtom = atom<string | null>(null);

/** Holds the session to a password change (before its token is stored, so nothing loads for it meanwhile). */
export function holdForPasswordChange(gate: PasswordChangeGate): void {
  suiteStore.set(gateAtom, gate);
}

/** This session needs no change (its login's answer said so). */
export function noteSessionFree(token: string): void {
  suiteStore.set(freeTokenAtom, token);
}

/** The change is done: the session is free again. */
export function passwordChangeDone(): void {
  const gate = suiteStore.get(gateAtom);
  if (gate) suiteStore.set(freeTokenAtom, gate.token);
  suiteStore.set(gateAtom, null);
}

/** The hold on the current session, or null (a hold on an ended session no longer counts). */
export function usePasswordChangeGate(): PasswordChangeGate | null {
  const gate = useAtomValue(gateAtom);
  const token = useSession()?.token ?? null;
  return gate !== null && gate.token === token ? gate : null;
}

/**
 * The member's own calls may go (the session is known free of a change): the host's calls made for a
 * logged-in player (recent games, the customer-service member check) wait for it, as the bootstrap does.
 */
export function useMemberCallsReady(): boolean {
  const free = useAtomValue(freeTokenAtom);
  const token = useSession()?.token ?? null;
  const ready = token !== null && free === token;
  useEffect(() => {
    if (token !== null && !ready) void isHeldForPasswordChange(token);
  }, [token, ready]);
  return ready;
}

/** The state call under way (one per session however many parts ask). */
let asking: { token: string; answer: Promise<boolean> } | null = null;

/**
 * Whether the session is held to a password change: known after its login; after a page load asked
 * once of the server (a platform without the call, or one that fails: the login decided, not held).
 */
export async function isHeldForPasswordChange(token: string): Promise<boolean> {
  if (suiteStore.get(gateAtom)?.token === token) return true;
  if (suiteStore.get(freeTokenAtom) === token) return false;
  if (asking?.token !== token) asking = { token, answer: askServer(token) };
  return asking.answer;
}

async function askServer(token: string): Promise<boolean> {
  try {
    const state = await callApi(api.sessionState);
    if (state.passwordChangeRequired) {
      holdForPasswordChange({ token, reason: state.reason ?? 'weak' });
      return true;
    }
  } catch {
    // Not answered (an older platform, the network): the page loads as it did; a refused call shows its error.
  }
  if (getSessionToken() === token) noteSessionFree(token);
  return false;
}

/** Tests: forget every hold. */
export function resetPasswordChangeGate(): void {
  asking = null;
  suiteStore.set(freeTokenAtom, null);
  suiteStore.set(gateAtom, null);
}
