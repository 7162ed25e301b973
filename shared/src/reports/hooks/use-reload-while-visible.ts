import { useEffect } from 'react';

/**
 * Calls `reload` every `refreshMs` while the tab is visible, and at once when it becomes visible again
 * (a hidden tab's figures are not asked for): live figures that have no event of their own (players
 * now, the winners ticker, the winner board) keep fresh with it.
 */
export function useReloadWhileVisible(reload: () => void, refreshMs: number): void {
  useEffect(() => {
    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const timer = setInterval(() => {
      if (visible()) reload();
    }, refreshMs);
    const onVisible = () => {
      if (visible()) reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refreshMs, reload]);
}
