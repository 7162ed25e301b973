import { atom, useAtomValue } from '../state/store';
import { suiteStore } from '../session/session-store';
import type { DialogText } from './dialog-service';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastOptions {
  /** Milliseconds on screen before it goes by itself (default 5000; 0 keeps it until closed). */
  duration?: number;
  /** A toast with the same id replaces the one shown (e.g. "Copied" clicked twice). */
  id?: string;
}

export interface OpenToast {
  id: string;
  tone: ToastTone;
  /** Words as they are, or an i18n key translated on screen (so it follows the language). */
  message: DialogText;
  duration: number;
}

export const TOAST_DURATION_MS = 5000;
/** More than this and the oldest goes: toasts confirm, they are not a log. */
export const MAX_TOASTS = 3;

/** Toasts on screen, oldest first; the host's `ToastHost` shows them. */
export const toastQueueAtom = atom<readonly OpenToast[]>([]);

let nextId = 1;

function show(tone: ToastTone, message: DialogText, { duration = TOAST_DURATION_MS, id }: ToastOptions = {}): string {
  const key = id ?? `toast-${nextId++}`;
  suiteStore.set(toastQueueAtom, (queue) => [...queue.filter((item) => item.id !== key), { id: key, tone, message, duration }].slice(-MAX_TOASTS));
  return key;
}

/**
 * Short confirmations of actions that finish out of sight ("Added to favourites", "Link copied"), from
 * any app: `toast.success({ key: 'favourite.added', ns: 'games' })`. Announced politely, gone after
 * five seconds (paused while hovered or focused), closable. Needs the host's `<ToastHost />`.
 */
export const toast = {
  success: (message: DialogText, options?: ToastOptions) => show('success', message, options),
  info: (message: DialogText, options?: ToastOptions) => show('info', message, options),
  error: (message: DialogText, options?: ToastOptions) => show('error', message, options),
  dismiss(id: string): void {
    suiteStore.set(toastQueueAtom, (queue) => queue.filter((item) => item.id !== id));
  },
  /** Removes every toast (e.g. at logout). */
  clear(): void {
    suiteStore.set(toastQueueAtom, []);
  },
};

export function useToasts(): readonly OpenToast[] {
  return useAtomValue(toastQueueAtom);
}
