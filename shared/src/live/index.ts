// `@suite/shared/live`: the live account events (issue 25, docs/live-events.md): the stream of
// `GET /wps/member/events`, its text/event-stream parser and the election of the one tab that holds it.
// A subpath, not part of the federated singleton: the host loads it with import() once a session is
// there, so none of it weighs on the first load. It takes the session, the API settings and the member
// state from the root `@suite/shared` (the singleton); apps hear the events there (`onLiveEvent`).
import { api, getRuntimeConfig, getSessionToken, refreshBalance, sessionAtom, suiteStore, tokenHeader } from '@suite/shared';
import { applyLiveEvent } from './apply-event';
import { type LiveShare, type LockManagerLike, startLiveShare } from './live-share';
import { type FetchLike, openLiveStream, type StreamEnd } from './live-stream';

/**
 * Before a tab acts on a session's end it heard of, its own logout (if it is the tab signing out) has
 * this long to finish: that one goes home, not to the login page.
 */
export const END_GRACE_MS = 1_000;

/** A short, stable name for a session (its token never leaves the tab, not even to the other tabs). */
export function sessionKey(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

const streamingSupported = () =>
  typeof fetch === 'function' && typeof ReadableStream === 'function' && typeof TextDecoder === 'function' && typeof AbortController === 'function';

export interface LiveEventsOptions {
  /** Test seam: the fetch of the stream (the browser's by default). */
  fetch?: FetchLike;
}

/**
 * Starts the live events of the current session (nothing without one, or in a browser that cannot
 * stream a fetch); returns the stop. It also stops by itself when the session ends or changes.
 */
export function startLiveEvents({ fetch: doFetch }: LiveEventsOptions = {}): () => void {
  const token = getSessionToken();
  if (!token || (!doFetch && !streamingSupported())) return () => {};
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let share: LiveShare | null = null;
  let unsubscribe = () => {};

  const stop = () => {
    unsubscribe();
    share?.stop();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };

  // The stream says the session is over (401, logout, expiry): a balance call checks it, and if the
  // session is dead its 401 runs the client's usual handling (session cleared, login page).
  const onEnd = (reason: StreamEnd) => {
    if (reason === 'replaced' || reason === 'refused') return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (getSessionToken() === token) void refreshBalance();
    }, END_GRACE_MS);
    timers.add(timer);
  };

  const request = () => {
    if (getSessionToken() !== token) return null;
    const { apiBaseUrl, platform } = getRuntimeConfig();
    const [name, value] = tokenHeader(platform, token);
    return { url: `${apiBaseUrl}${api.LIVE_EVENTS_PATH}`, headers: { [name]: value } };
  };

  const locks = typeof navigator !== 'undefined' ? ((navigator as { locks?: LockManagerLike }).locks ?? null) : null;
  share = startLiveShare({
    session: sessionKey(token),
    locks,
    channel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null,
    open: (lastEventId, deliver, ended) => openLiveStream({ request, lastEventId, onEvent: deliver, onEnd: ended, fetch: doFetch }),
    onEvent: applyLiveEvent,
    onEnd,
  });
  unsubscribe = suiteStore.sub(sessionAtom, () => {
    if (getSessionToken() !== token) stop();
  });
  return stop;
}
