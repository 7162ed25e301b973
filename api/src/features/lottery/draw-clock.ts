/**
 * The lottery's clock: the app's clock, or, through a test seam, the app's clock moved forward by the
 * offset a file holds. With SUITE_TEST_DRAW_CLOCK_FILE set, the file holds "+<ms>" ("+45000"); every
 * part of the lottery that reads time (routes, bets, the lobby page, the draw scheduler) sees real
 * time plus that offset, so a browser journey skips to just before a draw instead of waiting for it.
 * The offset only moves forward: a smaller value than the last one seen (or an absent, empty or
 * unreadable file) leaves it where it is, so a draw is never drawn twice and a lock never reopens.
 * Separate from SUITE_TEST_CLOCK_FILE (clock/test-clock.ts), which the agent journeys leave standing
 * still. Refused when NODE_ENV=production: it lets bets close and draws happen early.
 */
import { readFileSync, statSync } from 'node:fs';
import { type Clock, systemClock } from './draw-scheduler';

export const DRAW_CLOCK_ENV = 'SUITE_TEST_DRAW_CLOCK_FILE';
/** How soon the draw scheduler sees a jump of the seam's clock (it sleeps no longer than this). */
export const DRAW_CLOCK_RECHECK_MS = 1_000;

const OFFSET = /^\+?(\d{1,15})$/;

/** Two writes of the same size within one tick of the file system's clock look alike: read again after this. */
const REREAD_MS = 100;

/** `base` moved forward by the offset in `file`, read again when the file changes (mtime, size) or every 100 ms. */
export function offsetClock(file: string, base: Clock = systemClock): Clock {
  let offset = 0;
  let seen = '';
  let readAt = 0;
  const read = (): number => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return offset;
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (version === seen && Date.now() - readAt < REREAD_MS) return offset;
    seen = version;
    readAt = Date.now();
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      return offset;
    }
    const match = OFFSET.exec(text);
    if (match) offset = Math.max(offset, Number(match[1]));
    return offset;
  };
  return { now: () => base.now() + read(), recheckMs: DRAW_CLOCK_RECHECK_MS };
}

/** The lottery's clock for this process: `base`, or the seam's clock when the variable is set. */
export function drawClockFromEnv(env: NodeJS.ProcessEnv = process.env, base: Clock = systemClock): Clock {
  const file = env[DRAW_CLOCK_ENV];
  if (!file) return base;
  if (env.NODE_ENV === 'production') throw new Error(`${DRAW_CLOCK_ENV} is a test seam and is refused when NODE_ENV=production`);
  return offsetClock(file, base);
}
