import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls `callback` once `delayMs` have passed without another call, plus
 * `flush` (call now with the pending value, e.g. on Enter) and `cancel`. Pending calls die with the
 * component.
 */
export function useDebouncedCallback<T>(callback: (value: T) => void, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const call = pending.current;
    cancel();
    if (call) latest.current(call.value);
  }, [cancel]);

  const schedule = useCallback(
    (value: T) => {
      if (timer.current !== null) clearTimeout(timer.current);
      pending.current = { value };
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => cancel, [cancel]);
  return { schedule, flush, cancel };
}
