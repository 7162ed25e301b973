import { useEffect, useState } from 'react';
import { JACKPOT_INTERVAL_MS, jackpotCentsAfter, jackpotStartCents } from './jackpot';

/** The jackpot in cents: a time-based start that grows by 165.11 every 3000 ms. */
export function useJackpotCents(now: () => number = Date.now): number {
  const [start] = useState(() => {
    const at = now();
    return { at, cents: jackpotStartCents(at) };
  });
  const [cents, setCents] = useState(start.cents);
  useEffect(() => {
    const timer = setInterval(() => setCents(jackpotCentsAfter(start.cents, now() - start.at)), JACKPOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [start, now]);
  return cents;
}
