import { toast } from '@suite/shared';
import { useCallback, useState, type RefObject } from 'react';
import { REFERRAL_NS } from '../i18n';

export type CopyState = 'idle' | 'copied' | 'failed';

/** The old way, for browsers without the Clipboard API (or refusing it): copy the selected field. */
function copyBySelection(field: HTMLInputElement | null): boolean {
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * Copies a text with the Clipboard API, falling back to selecting `field` and the copy command.
 * When both fail the field stays selected, so the member can copy it by hand. Success is a toast.
 */
export function useCopy(text: string, field: RefObject<HTMLInputElement | null>): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async () => {
    // Copy buttons sit far from each other (the link panel, the empty list): a toast says it wherever it was.
    const copied = () => {
      setState('copied');
      toast.success({ key: 'link.copied', ns: REFERRAL_NS }, { id: 'referral-copied' });
    };
    setState('idle');
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard?.writeText) {
      try {
        await clipboard.writeText(text);
        copied();
        return;
      } catch {
        // Refused (no permission, insecure origin): try the selection below.
      }
    }
    if (copyBySelection(field.current)) copied();
    else setState('failed');
  }, [text, field]);
  return { state, copy };
}
