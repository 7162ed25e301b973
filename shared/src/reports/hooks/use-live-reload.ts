import { useEffect, useRef } from 'react';
import { type api, onLiveEvent } from '@suite/shared';

/** Events close together (a settlement paying several bets) make one reload, this long after the first. */
export const LIVE_RELOAD_DELAY_MS = 300;

/**
 * Calls `reload` when a live event of these kinds says what the page shows changed (issue 25,
 * docs/live-events.md): once for a burst of events, LIVE_RELOAD_DELAY_MS after its first.
 */
export function useLiveReload(kinds: readonly api.LiveEventKind[], reload: () => void, delayMs = LIVE_RELOAD_DELAY_MS): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  const key = kinds.join(',');
  useEffect(() => {
    // A host whose shared predates the live events (before 2.3.0) has no bus: the page just does not reload.
    if (key === '' || typeof onLiveEvent !== 'function') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onLiveEvent(key.split(',') as api.LiveEventKind[], () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        latest.current();
      }, delayMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [key, delayMs]);
}
