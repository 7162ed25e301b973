import { preloadOverlays } from '@suite/shared';
import { useEffect } from 'react';

/**
 * The kit's overlays (Modal, MessageDialog, Drawer) are a chunk of their own (docs/performance.md, "Host
 * first load"). Nearly every button of the frame opens one (log in, register, a notice, customer
 * service, the phone's menu), so the first pointer over a button, focus on one or press of one fetches
 * them: the click then finds them in.
 */
export function useOverlayWarmUp(): void {
  useEffect(() => {
    const events = ['pointerover', 'pointerdown', 'focusin'] as const;
    const stop = () => events.forEach((type) => document.removeEventListener(type, warm));
    function warm(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest('button')) return;
      stop();
      preloadOverlays().catch(() => undefined);
    }
    events.forEach((type) => document.addEventListener(type, warm, { passive: true }));
    return stop;
  }, []);
}
