import { useCallback, useEffect, useState } from 'react';

/** Seconds left, ticking down once a second to 0. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void; reset: () => void } {
  const [seconds, setSeconds] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((value: number) => setSeconds(Math.max(0, Math.floor(value))), []);
  const reset = useCallback(() => setSeconds(0), []);
  return { seconds, start, reset };
}
