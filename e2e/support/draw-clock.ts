// The lottery's clock of this worker's API (api/src/features/lottery/draw-clock.ts, the file
// support/ports.ts E2E_DRAW_CLOCK_FILE): real time plus an offset that only moves forward. A lottery
// journey skips to a few seconds before a draw, past a lock or past a draw instead of waiting real
// minutes; what follows (countdowns, the scheduler's draw, the pages' polls) runs in real seconds.
import { readFileSync, writeFileSync } from 'node:fs';
import { E2E_DRAW_CLOCK_FILE } from './ports';

/** The one-minute lottery's draws fall on whole minutes. */
export const ONE_MINUTE_MS = 60_000;
/** The API reads the file again when it changes, or at the latest 100 ms later. */
const API_READ_MS = 150;

/** The offset the API's lottery runs with now (0 while the file is absent). */
export function drawClockOffset(): number {
  try {
    const match = /^\+?(\d+)$/.exec(readFileSync(E2E_DRAW_CLOCK_FILE, 'utf8').trim());
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The lottery's "now" on the API (epoch ms). */
export function drawNow(): number {
  return Date.now() + drawClockOffset();
}

/**
 * Moves the lottery's clock `ms` forward; resolves once the API's routes see it. The draw scheduler
 * acts on it within a second (a lock or a draw jumped past): wait for what it does, not for a time.
 */
export async function advanceDrawClock(ms: number): Promise<void> {
  if (ms <= 0) return;
  writeFileSync(E2E_DRAW_CLOCK_FILE, `+${drawClockOffset() + Math.ceil(ms)}`);
  await new Promise((resolve) => setTimeout(resolve, API_READ_MS));
}

/** Moves the lottery's clock to `msBefore` the next draw of a lottery drawn every `intervalMs`; returns that draw's instant. */
export async function skipToBeforeDraw(msBefore: number, intervalMs = ONE_MINUTE_MS): Promise<number> {
  const now = drawNow();
  let draw = (Math.floor(now / intervalMs) + 1) * intervalMs;
  while (draw - now < msBefore) draw += intervalMs;
  await advanceDrawClock(draw - now - msBefore);
  return draw;
}

/** Moves the lottery's clock to `msAfter` past an instant of the lottery (a lock or a draw time) still ahead. */
export async function skipPast(instant: number, msAfter = 500): Promise<void> {
  await advanceDrawClock(instant - drawNow() + msAfter);
}
