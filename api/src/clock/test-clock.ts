/**
 * The clock of the features whose time a browser journey must move (the agent settlement, the safer-
 * gambling limits and reality check): normally the app's clock. Test seam (e2e, docs/agent-centre.md,
 * docs/safer-gambling.md): with SUITE_TEST_CLOCK_FILE set, the file says what time those features see,
 * read at each call (a test moves it without a restart):
 *   - an ISO instant ("2026-11-28T00:10:00+08:00"): that instant, standing still;
 *   - "+<ms>" or "-<ms>" ("+86400000"): the app's clock moved by that much, running on.
 * An absent, empty or unreadable file means the app's clock. Sessions, draws and the ledger's own
 * timestamps keep real time. Never set it for a real deployment: it lets a period be settled before it
 * is over and a limit increase apply early. The lottery (draws, bets, lobby) has a seam of its own,
 * SUITE_TEST_DRAW_CLOCK_FILE (features/lottery/draw-clock.ts, docs/lottery-betting.md): an offset that
 * only moves forward, so an instant left standing here never freezes the draws.
 */
import { readFileSync } from 'node:fs';

export const TEST_CLOCK_ENV = 'SUITE_TEST_CLOCK_FILE';

export function testClock(now: () => Date, file: string | undefined = process.env[TEST_CLOCK_ENV]): () => Date {
  if (!file) return now;
  return () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      return now();
    }
    if (/^[+-]\d{1,15}$/.test(text)) return new Date(now().getTime() + Number(text));
    if (text === '') return now();
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? now() : instant;
  };
}
