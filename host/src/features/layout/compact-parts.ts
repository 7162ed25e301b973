import { lazyPart } from '@suite/shared';
import { COMPACT_SHELL_QUERY } from './use-compact-shell';

// The phone's shell (issue 13): its header and bottom bar load only on a screen below 768 px, where the
// boot fetches them before the first render (preloadCompactShell); a desktop never downloads them
// (docs/performance.md, "The design's libraries back").
export const LazyCompactHeader = lazyPart(() => import('./components/CompactHeader').then((module) => module.CompactHeader));
export const LazyBottomBar = lazyPart(() => import('./components/BottomBar').then((module) => module.BottomBar));

/** On a phone-sized screen, the compact shell's code; nothing elsewhere. Never rejects. */
export function preloadCompactShell(): Promise<void> {
  if (typeof window === 'undefined' || !window.matchMedia?.(COMPACT_SHELL_QUERY).matches) return Promise.resolve();
  return Promise.all([LazyCompactHeader.preload(), LazyBottomBar.preload()]).then(
    () => undefined,
    () => undefined,
  );
}
