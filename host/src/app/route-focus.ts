import { atom, suiteStore, useAtomValue } from '@suite/shared';

/** The id of the shell's <main>: the skip link's target and the focus fallback of a route change. */
export const MAIN_CONTENT_ID = 'main-content';

/** The header's account button (logged-in panel): where focus goes after a login. */
export const ACCOUNT_BUTTON_SELECTOR = '.acc-panel__account';

/** How long a route change waits for the new page's heading (a remote page loads over the network). */
export const HEADING_WAIT_MS = 3000;

/** A request to focus something other than the new page's heading once it is on screen. */
export interface FocusRequest {
  selector: string;
  /** The page path it is for: handled once that page is on screen (a login's page swap remounts the header). */
  pagePath: string;
  /** When it was made (Date.now()): one whose page never came is dropped after FOCUS_REQUEST_TTL_MS. */
  at: number;
}

export const FOCUS_REQUEST_TTL_MS = 10000;

/** The one pending request, in the suite's store. */
const pendingFocusAtom = atom<FocusRequest | null>(null);

/**
 * Asks the route focus manager to focus `selector` (when it appears) instead of the heading of the
 * page at `path`, e.g. the account button after a login. Replaces an earlier request.
 */
export function requestFocus(selector: string, path: string): void {
  suiteStore.set(pendingFocusAtom, { selector, pagePath: path.split(/[?#]/)[0] || '/', at: Date.now() });
}

/** Drops `request` once handled (a newer request stays). */
export function settleFocusRequest(request: FocusRequest): void {
  if (suiteStore.get(pendingFocusAtom) !== request) return;
  suiteStore.set(pendingFocusAtom, null);
}

export function usePendingFocus(): FocusRequest | null {
  return useAtomValue(pendingFocusAtom);
}

/**
 * Calls `found` with the first element `find` returns, now or as the DOM changes, or `timedOut`
 * after `timeoutMs`. Returns a cancel function.
 */
export function whenElement<T extends Element>(
  find: () => T | null,
  found: (element: T) => void,
  timedOut: () => void,
  timeoutMs = HEADING_WAIT_MS,
): () => void {
  let done = false;
  const finish = () => {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
  };
  const check = () => {
    if (done) return;
    const element = find();
    if (!element) return;
    finish();
    found(element);
  };
  let observer: MutationObserver | undefined;
  const timer = setTimeout(() => {
    if (done) return;
    finish();
    timedOut();
  }, timeoutMs);
  // After the commit that changed the route has painted: the new page may already be there.
  const frame = requestAnimationFrame(check);
  if (typeof MutationObserver === 'function') {
    observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
  }
  return () => {
    cancelAnimationFrame(frame);
    finish();
  };
}

/** Focuses an element that is not focusable by itself (heading, main) without scrolling it oddly. */
export function focusProgrammatically(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: false });
}
