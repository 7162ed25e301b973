import { atom, useAtomValue } from '../state/store';
import { suiteStore } from '../session/session-store';

/** Text of a dialog: words as they are, or an i18n key translated on screen (so it follows the language). */
export type DialogText = string | { key: string; params?: Record<string, string | number>; ns?: string };

export interface DialogRequest {
  message: DialogText;
  title?: DialogText;
  confirmLabel?: DialogText;
  /** A confirm dialog (with a cancel button) instead of a one-button warning. */
  withCancel?: boolean;
  cancelLabel?: DialogText;
}

export interface OpenDialog extends DialogRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

/** Dialogs waiting to be answered, oldest first; the host's `DialogHost` shows the first. */
export const dialogQueueAtom = atom<readonly OpenDialog[]>([]);

let nextId = 1;

/**
 * Raises a warning or confirm dialog from anywhere (host, remote, plain code). Resolves true when
 * confirmed, false when cancelled. Needs the host's `<DialogHost />` in the page.
 */
export function showDialog(request: DialogRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    suiteStore.set(dialogQueueAtom, (queue) => [...queue, { ...request, id, resolve }]);
  });
}

/** Answers the dialog with this id and removes it from the queue. */
export function answerDialog(id: number, confirmed: boolean): void {
  const dialog = suiteStore.get(dialogQueueAtom).find((item) => item.id === id);
  suiteStore.set(dialogQueueAtom, (queue) => queue.filter((item) => item.id !== id));
  dialog?.resolve(confirmed);
}

/** Cancels every open dialog (e.g. at logout). */
export function dismissAllDialogs(): void {
  const queue = suiteStore.get(dialogQueueAtom);
  suiteStore.set(dialogQueueAtom, []);
  for (const dialog of queue) dialog.resolve(false);
}

export function useDialogQueue(): readonly OpenDialog[] {
  return useAtomValue(dialogQueueAtom);
}
