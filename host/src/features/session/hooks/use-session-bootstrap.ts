import { loadMemberInfo, loadSiteSwitches, refreshBalance, refreshPublicState, refreshUnreadCount, useSession } from '@suite/shared';
import { useEffect } from 'react';
import { isHeldForPasswordChange, usePasswordChangeGate } from '../password-change-gate';

/**
 * On page load and on every new session: the white-label switches, and for a member the member
 * info, balance and unread message count (spec 1 §7: fetched on load when a token is present), then
 * the live account events (issue 25, docs/live-events.md), stopped when the session ends. A session
 * held to a password change (issue 26 #12) loads them only once the change is done: the API refuses
 * them until then, and the popup covers the page.
 */
export function useSessionBootstrap(): void {
  const token = useSession()?.token ?? null;
  const held = usePasswordChangeGate() !== null;
  useEffect(() => {
    void loadSiteSwitches();
  }, []);
  useEffect(() => {
    if (!token || held) return;
    let live = true;
    let stopLive = () => {};
    void isHeldForPasswordChange(token).then((heldNow) => {
      if (!live || heldNow) return;
      void loadMemberInfo();
      void refreshBalance();
      void refreshUnreadCount();
      void refreshPublicState();
      // Its own chunk: the stream, its parser and the tab election stay out of the first load.
      void import('@suite/shared/live').then(
        ({ startLiveEvents }) => {
          if (live) stopLive = startLiveEvents();
        },
        (error: unknown) => console.warn('[suite] live events could not be loaded', error),
      );
    });
    return () => {
      live = false;
      stopLive();
    };
  }, [token, held]);
}
