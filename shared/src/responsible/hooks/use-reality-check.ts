import { api, callApi, useSession } from '@suite/shared';
import { useCallback, useEffect, useState } from 'react';
import { realityStep } from '../reality-check-schedule';

/** A failed read is tried again after this long (the dialog must not be lost to one network blip). */
export const RETRY_MS = 60_000;

export interface RealityCheckState {
  /** The figures of the check on screen (kept while the dialog fades out). */
  check: api.RealityCheck | null;
  open: boolean;
  /** The player answered: the dialog closes and the next check is read from the server. */
  close: () => void;
}

/**
 * The reality check's timing while a member plays: reads `api.realityCheck`, waits until the server's
 * `nextCheckAt` (delay from the server's `now`), reads again (fresh figures) and opens. Reads again
 * when the tab becomes visible (its timers may have slept) and after each check is answered. Nothing
 * runs for a visitor or while the checks are off (0 minutes).
 */
export function useRealityCheck(): RealityCheckState {
  const token = useSession()?.token ?? null;
  // Tied to the session it was read for: a logout (or another login) leaves nothing on screen.
  const [shown, setShown] = useState<{ check: api.RealityCheck; token: string; open: boolean } | null>(null);
  const current = shown !== null && shown.token === token ? shown : null;
  const open = current?.open ?? false;

  useEffect(() => {
    if (!token || open) return undefined;
    let live = true;
    let latest = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waitingFor: number | null = null;
    const schedule = (delayMs: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void read(), delayMs);
    };
    const read = async (): Promise<void> => {
      const mine = ++latest;
      let answer: api.RealityCheck;
      try {
        answer = await callApi(api.realityCheck);
      } catch {
        if (live && mine === latest) schedule(RETRY_MS);
        return;
      }
      // A newer read (the tab came back meanwhile) decides.
      if (!live || mine !== latest) return;
      const step = realityStep(answer, waitingFor);
      if (step.kind === 'show') {
        clearTimeout(timer);
        setShown({ check: answer, token, open: true });
      } else if (step.kind === 'wait') {
        waitingFor = step.dueAt;
        schedule(step.delayMs);
      } else {
        waitingFor = null;
        clearTimeout(timer);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void read();
    };
    void read();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [token, open]);

  const close = useCallback(() => setShown((previous) => previous && { ...previous, open: false }), []);
  return { check: current?.check ?? null, open, close };
}
