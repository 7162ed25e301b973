/**
 * The settlement jobs of the API process: a pass at start-up (catching up what was missed while the
 * server was down), then one pass a minute (real-time salary periods are 5 minutes; the hourly,
 * daily and dividend periods are picked up in the minute after they close). Passes never overlap in
 * one process; across processes the row claim of settlement.ts keeps each period paid once.
 */
import type { Database } from '../../db/database';
import { type PassReport, runSettlementPass } from './settlement';

export const SETTLEMENT_INTERVAL_MS = 60_000;
export const SETTLEMENT_RETRY_MS = 10_000;

export interface SettlementScheduler {
  start(): Promise<PassReport | null>;
  stop(): Promise<void>;
  /** One pass now. */
  tick(): Promise<PassReport>;
}

export function createSettlementScheduler({
  db,
  now,
  intervalMs = SETTLEMENT_INTERVAL_MS,
  onError = () => undefined,
}: {
  db: Database;
  now: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): SettlementScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void pass();
    }, ms);
    // The scheduler alone must not keep a process (or a test run) alive.
    timer.unref();
  };

  const pass = async (): Promise<PassReport | null> => {
    if (stopped || running) return null;
    const current = runSettlementPass(db, now());
    running = current.catch(() => undefined);
    try {
      const report = await current;
      schedule(intervalMs);
      return report;
    } catch (error) {
      onError(error);
      schedule(SETTLEMENT_RETRY_MS);
      return null;
    } finally {
      running = null;
    }
  };

  return {
    tick: () => runSettlementPass(db, now()),
    start() {
      stopped = false;
      return pass();
    },
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
