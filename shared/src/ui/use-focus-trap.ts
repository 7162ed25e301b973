import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/** Open traps, innermost last: only the top one acts, so a dialog raised over a modal does not fight it. */
const openTraps: HTMLElement[] = [];

/** Whether `root` is the innermost open trap (e.g. the modal that Escape should close). */
export function isTopmostTrap(root: HTMLElement | null): boolean {
  return root !== null && openTraps[openTraps.length - 1] === root;
}

/**
 * Keeps keyboard focus inside `ref` while active: focuses the first control on open, wraps Tab and
 * Shift+Tab, and gives focus back to whatever had it before when the trap ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openTraps.push(root);
    const first = focusables(root)[0];
    (first ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopmostTrap(root)) return;
      const items = focusables(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === head || !root.contains(document.activeElement))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !root.contains(document.activeElement))) {
        event.preventDefault();
        head.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopmostTrap(root)) return;
      if (event.target instanceof Node && !root.contains(event.target)) (focusables(root)[0] ?? root).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const wasTop = isTopmostTrap(root);
      openTraps.splice(openTraps.lastIndexOf(root), 1);
      // Hand focus back only when this was the top trap; a trap below keeps its own focus.
      if (wasTop) previous?.focus();
    };
  }, [ref, active]);
}

/** Escape closes `ref` while it is open and the innermost trap (a dialog raised over it closes first). */
export function useEscapeToClose(ref: RefObject<HTMLElement | null>, open: boolean, onClose: (() => void) | undefined): void {
  useEffect(() => {
    if (!open || !onClose) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopmostTrap(ref.current)) {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, open, onClose]);
}
