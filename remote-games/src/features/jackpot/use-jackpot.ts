import { api, callApi } from '@suite/shared';
import { useEffect, useState } from 'react';
import { jackpotCentsAt, msToNextStep } from './jackpot';

/** What to add to this device's clock to read the API's (0 until the jackpot call answered, or if it failed). */
let serverOffsetMs = 0;
let learning: Promise<number> | null = null;

/**
 * The API's clock, learnt once per page from GCSGAME_getJackpot (its `serverTime`, taken at the middle
 * of the round trip): a device whose clock is off still shows the figure every other player sees.
 */
function learnServerOffset(): Promise<number> {
  learning ??= (async () => {
    const sent = Date.now();
    const answer = await callApi(api.jackpot);
    const received = Date.now();
    const server = Date.parse(answer.serverTime);
    if (Number.isFinite(server)) serverOffsetMs = server + (received - sent) / 2 - received;
    return serverOffsetMs;
  })().catch(() => serverOffsetMs);
  return learning;
}

/** Tests: learn the API's clock again on the next counter. */
export function forgetServerClock(): void {
  serverOffsetMs = 0;
  learning = null;
}

/**
 * The jackpot in cents (jackpot.ts): the figure of the API's clock now, stepping by 165.11 on every
 * 3000 ms boundary of that clock, so every counter shows the same figure at the same moment.
 */
export function useJackpotCents(now: () => number = Date.now): number {
  const [offset, setOffset] = useState(serverOffsetMs);
  const [cents, setCents] = useState(() => jackpotCentsAt(now() + offset));
  useEffect(() => {
    let live = true;
    const known = serverOffsetMs;
    void learnServerOffset().then((learnt) => {
      if (live && learnt !== known) setOffset(learnt);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = now() + offset;
      setCents(jackpotCentsAt(at));
      timer = setTimeout(tick, msToNextStep(at));
    };
    tick();
    return () => clearTimeout(timer);
  }, [now, offset]);
  return cents;
}
