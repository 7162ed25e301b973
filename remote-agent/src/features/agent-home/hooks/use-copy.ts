import { toast } from '@suite/shared';
import { useCallback, useState, type RefObject } from 'react';
import { HOME_NS } from '../i18n';

export type CopyState = 'idle' | 'failed';

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
 * Copies the field's text with the Clipboard API, else by selecting it and the copy command. Success is
 * a toast; when both fail the field stays selected (the agent copies it by hand) and the state says so.
 */
export function useCopy(field: RefObject<HTMLInputElement | null>): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async () => {
    const text = field.current?.value ?? '';
    const copied = () => {
      setState('idle');
      toast.success({ key: 'affiliate.copied', ns: HOME_NS }, { id: 'agent-copied' });
    };
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
  }, [field]);
  return { state, copy };
}
