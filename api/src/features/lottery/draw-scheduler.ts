/**
 * The draw scheduler of the API process: a pass at start-up (catching up whatever was missed while
 * the server was down), then one timer set to the next due instant (a lock or a draw), never a
 * polling loop (but with the draw clock's test seam, whose clock jumps, it looks again every second).
 * The clock and the timer functions are injected so tests run without waiting.
 */
import type { Database } from '../../db/database';
import { type DigitSource, randomDigits, runDrawTick, type TickReport } from './draw-tick';

export interface Clock {
  now(): number;
  /** Set by a clock that may jump forward (the test seam, draw-clock.ts): the scheduler sleeps no longer. */
  readonly recheckMs?: number;
}
export const systemClock: Clock = { now: () => Date.now() };

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}
export const systemTimers: Timers = {
  set: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // The scheduler alone must not keep a process (or a test run) alive.
    handle.unref();
    return handle;
  },
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Sleep at most this long, so clock jumps and games added by an operator are picked up. */
export const MAX_SLEEP_MS = 60_000;
/** After a failed pass (database away) or a pass another process was running. */
export const RETRY_MS = 5_000;
export const BUSY_RETRY_MS = 1_000;

export interface DrawSchedulerOptions {
  db: Database;
  clock?: Clock;
  timers?: Timers;
  digits?: DigitSource;
  onError?: (error: unknown) => void;
}

export interface DrawScheduler {
  /** Runs the catch-up pass, then keeps the timer going until stop(). */
  start(): Promise<TickReport | null>;
  /** Clears the timer and waits for a pass in progress. */
  stop(): Promise<void>;
  /** One pass now (tests and start-up). */
  tick(): Promise<TickReport>;
}

export function createDrawScheduler({
  db,
  clock = systemClock,
  timers = systemTimers,
  digits = randomDigits,
  onError = () => undefined,
}: DrawSchedulerOptions): DrawScheduler {
  let timer: unknown = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const tick = (): Promise<TickReport> => runDrawTick(db, clock.now(), digits);
  const maxSleep = Math.min(MAX_SLEEP_MS, clock.recheckMs ?? MAX_SLEEP_MS);

  const schedule = (ms: number): void => {
    if (stopped) return;
    timer = timers.set(() => {
      timer = null;
      void pass();
    }, ms);
  };

  const pass = async (): Promise<TickReport | null> => {
    if (stopped) return null;
    const current = tick();
    running = current.catch(() => undefined);
    try {
      const report = await current;
      if (report.skipped) schedule(BUSY_RETRY_MS);
      else {
        const wait = report.nextDueAt === null ? maxSleep : report.nextDueAt - clock.now();
        schedule(Math.min(maxSleep, Math.max(0, wait)));
      }
      return report;
    } catch (error) {
      onError(error);
      schedule(RETRY_MS);
      return null;
    } finally {
      running = null;
    }
  };

  return {
    tick,
    start() {
      stopped = false;
      return pass();
    },
    async stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      await running;
    },
  };
}
