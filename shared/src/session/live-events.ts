/**
 * The page's live account events (issue 25, docs/live-events.md): what the stream of
 * `@suite/shared/live` heard, for any app to react to. Only this small bus is in the singleton; the
 * stream, its parser and the tab election load lazily in the host after a login.
 */
import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveEventKind } from '../api/contract';

export type LiveEventListener = (event: LiveEvent) => void;

const listeners = new Set<{ kinds: readonly LiveEventKind[]; listener: LiveEventListener }>();

/** Calls `listener` with each live event of these kinds; returns the unsubscribe. */
export function onLiveEvent(kinds: LiveEventKind | readonly LiveEventKind[], listener: LiveEventListener): () => void {
  const entry = { kinds: typeof kinds === 'string' ? [kinds] : kinds, listener };
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}

/** Internal (@suite/shared/live): hands an event the stream heard to the subscribers. */
export function publishLiveEvent(event: LiveEvent): void {
  for (const { kinds, listener } of [...listeners]) {
    if (!kinds.includes(event.kind)) continue;
    try {
      listener(event);
    } catch (error) {
      console.error('[suite] a live event listener failed', error);
    }
  }
}

/** `onLiveEvent` for a component, while it is mounted; the latest `listener` is the one called. */
export function useLiveEvent(kinds: LiveEventKind | readonly LiveEventKind[], listener: LiveEventListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const key = typeof kinds === 'string' ? kinds : kinds.join(',');
  useEffect(() => onLiveEvent(key.split(',') as LiveEventKind[], (event) => latest.current(event)), [key]);
}
