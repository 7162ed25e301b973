/**
 * The clock the settlement jobs and the operator's settlement routes read. Normally the app's clock.
 * Test seam (e2e/tests/agent-centre.test.ts, docs/agent-centre.md): with SUITE_TEST_SETTLEMENT_CLOCK_FILE
 * set, a file holding an ISO instant ("2026-11-28T00:10:00+08:00") is the settlement's "now" while it
 * exists (read at each call, so a test moves it without a restart); an absent or empty file means the
 * app's clock. Only settlement sees it: sessions, draws and the ledger keep real time. Never set it for a
 * real deployment: it lets a period be settled before it is over.
 */
import { readFileSync } from 'node:fs';

export const SETTLEMENT_CLOCK_ENV = 'SUITE_TEST_SETTLEMENT_CLOCK_FILE';

export function settlementClock(now: () => Date, file: string | undefined = process.env[SETTLEMENT_CLOCK_ENV]): () => Date {
  if (!file) return now;
  return () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      return now();
    }
    if (text === '') return now();
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? now() : instant;
  };
}
