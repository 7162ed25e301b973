import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { houseAccount, memberAccount, postJournal, readAccountBalance } from '../../ledger/ledger';
import { LOTTERY_GAMES_SEED } from '../../seed/lottery-seed';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { placeBet, readPlayTypeRows, requireLobbyGame } from './bet-repository';
import { DRAW_CLOCK_RECHECK_MS, offsetClock } from './draw-clock';
import { createDrawScheduler, MAX_SLEEP_MS } from './draw-scheduler';
import { runDrawTick } from './draw-tick';
import { drawsOf, fixedDigits, manualClock, manualTimers, onlyGames, resetLotteries } from './testing/lottery-fixtures';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const iso = (date: Date | null | undefined): string | undefined => date?.toISOString();

/** Saturday 2026-01-31, 15:00:10 in Vietnam. */
const T0 = '2026-01-31T08:00:10.000Z';

describe.each(TEST_DATABASE_KINDS)('draw scheduler on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
    await prepareDatabase(db);
  });
  afterAll(() => test.dispose());
  beforeEach(() => resetLotteries(db));

  it('opens a draw for every lottery, locks it at its lock time and settles it at its draw time, in order', async () => {
    const clock = manualClock(T0);
    const scheduler = createDrawScheduler({ db, clock, timers: manualTimers(), digits: fixedDigits });

    const first = await scheduler.tick();
    expect(first).toMatchObject({ skipped: false, opened: LOTTERY_GAMES_SEED.length, locked: 0, settled: 0 });
    // The one-minute lottery is the first thing due: its lock, 30 s before its 08:01 draw.
    expect(new Date(first.nextDueAt ?? 0).toISOString()).toBe('2026-01-31T08:00:30.000Z');
    let [draw] = await drawsOf(db, 'FAST_1M');
    expect(draw).toMatchObject({ status: 'open', winning_number: null });
    expect(iso(draw?.draw_time)).toBe('2026-01-31T08:01:00.000Z');

    clock.set('2026-01-31T08:00:29.999Z');
    expect(await scheduler.tick()).toMatchObject({ locked: 0, settled: 0, opened: 0 });

    clock.set('2026-01-31T08:00:30.000Z');
    expect(await scheduler.tick()).toMatchObject({ locked: 1, settled: 0, opened: 0 });
    [draw] = await drawsOf(db, 'FAST_1M');
    expect(draw?.status).toBe('locked');

    clock.set('2026-01-31T08:01:00.000Z');
    expect(await scheduler.tick()).toMatchObject({ settled: 1, opened: 1 });
    const draws = await drawsOf(db, 'FAST_1M');
    expect(draws.map((row) => [iso(row.draw_time), row.status, row.winning_number])).toEqual([
      ['2026-01-31T08:01:00.000Z', 'settled', '012'],
      ['2026-01-31T08:02:00.000Z', 'open', null],
    ]);
    expect(iso(draws[0]?.settled_at)).toBe('2026-01-31T08:01:00.000Z');
    // 15:01 in Vietnam is the 901st one-minute draw of the day.
    expect(draws.map((row) => row.numero)).toEqual(['202601310901', '202601310902']);
  });

  it('gives each lottery its own number of digits', async () => {
    await onlyGames(db, ['FAST_5M', 'VN_MB', 'VN_HCM']);
    const clock = manualClock(T0);
    await runDrawTick(db, clock.now());
    await runDrawTick(db, clock.now() + 4 * HOUR);
    const digits = async (gameId: string) => (await drawsOf(db, gameId)).find((row) => row.status === 'settled')?.winning_number;
    expect(await digits('FAST_5M')).toMatch(/^\d{8}$/);
    expect(await digits('VN_MB')).toMatch(/^\d{5}$/);
    expect(await digits('VN_HCM')).toMatch(/^\d{6}$/);
  });

  it('keeps one timer, set to the next lock or draw, and stops it on stop()', async () => {
    await onlyGames(db, ['FAST_1M']);
    const clock = manualClock(T0);
    const timers = manualTimers();
    const scheduler = createDrawScheduler({ db, clock, timers, digits: fixedDigits });

    await scheduler.start();
    expect(timers.pending().map((timer) => timer.ms)).toEqual([20 * SECOND]);

    // The timer fires at the lock: the draw locks and the next wait is the 30 s to the draw.
    clock.advance(20 * SECOND);
    timers.pending()[0]?.fire();
    await waitFor(async () => (await drawsOf(db, 'FAST_1M'))[0]?.status === 'locked');
    await waitFor(async () => timers.pending().length === 1);
    expect(timers.pending().map((timer) => timer.ms)).toEqual([30 * SECOND]);

    clock.advance(30 * SECOND);
    timers.pending()[0]?.fire();
    await waitFor(async () => (await drawsOf(db, 'FAST_1M')).length === 2);
    await waitFor(async () => timers.pending().length === 1);
    expect(timers.pending().map((timer) => timer.ms)).toEqual([30 * SECOND]);

    await scheduler.stop();
    expect(timers.pending()).toEqual([]);
  });

  it('sleeps at most a minute when the next event is days away', async () => {
    await onlyGames(db, ['VN_KT']); // Sundays only
    const timers = manualTimers();
    const scheduler = createDrawScheduler({ db, clock: manualClock(T0), timers, digits: fixedDigits });
    await scheduler.start();
    expect(timers.pending().map((timer) => timer.ms)).toEqual([MAX_SLEEP_MS]);
    await scheduler.stop();
  });

  it('after a restart settles each missed draw exactly once, opens the next one and invents none', async () => {
    const before = manualClock(T0);
    const first = createDrawScheduler({ db, clock: before, timers: manualTimers(), digits: fixedDigits });
    await first.start();
    await first.stop();

    // Down for three hours: the regional draws of 16:15 and 17:15 and every fast draw in between were missed.
    const after = manualClock(Date.parse(T0) + 3 * HOUR);
    const second = createDrawScheduler({ db, clock: after, timers: manualTimers(), digits: fixedDigits });
    const report = await second.start();
    const dueBefore = LOTTERY_GAMES_SEED.filter((game) => game.intervalSeconds !== undefined || ['VN_HCM', 'VN_LA', 'VN_DNG', 'VN_QNG'].includes(game.gameId));
    expect(report).toMatchObject({ settled: dueBefore.length, opened: dueBefore.length });
    await second.stop();

    const fast = await drawsOf(db, 'FAST_1M');
    expect(fast.map((row) => [iso(row.draw_time), row.status])).toEqual([
      ['2026-01-31T08:01:00.000Z', 'settled'],
      ['2026-01-31T11:01:00.000Z', 'open'],
    ]);
    // Drawn late, but as the draw it was: its own draw time, settled when the server came back.
    expect(iso(fast[0]?.settled_at)).toBe('2026-01-31T11:00:10.000Z');
    const hcm = await drawsOf(db, 'VN_HCM');
    expect(hcm.map((row) => [row.numero, row.status])).toEqual([
      ['20260131', 'settled'],
      ['20260202', 'open'],
    ]);

    // A third start at the same instant (or a second process) finds nothing to do.
    const third = createDrawScheduler({ db, clock: after, timers: manualTimers(), digits: () => '999999999' });
    expect(await third.start()).toMatchObject({ settled: 0, opened: 0, locked: 0 });
    await third.stop();
    expect((await drawsOf(db, 'FAST_1M')).map((row) => row.winning_number)).toEqual(['012', null]);
    const { rows } = await db.query<{ duplicates: number }>(
      `SELECT count(*)::int AS duplicates FROM (
         SELECT game_id, draw_time FROM lottery_draw GROUP BY game_id, draw_time HAVING count(*) > 1) d`,
    );
    expect(rows[0]?.duplicates).toBe(0);
  });

  it('opens a draw already locked when the server starts inside its lock window', async () => {
    await onlyGames(db, ['FAST_1M']);
    await runDrawTick(db, Date.parse('2026-01-31T08:00:45.000Z'));
    const [draw] = await drawsOf(db, 'FAST_1M');
    expect(draw).toMatchObject({ status: 'locked', numero: '202601310901' });
  });

  it('draws regional lotteries only on their week days (Sunday is 1)', async () => {
    await onlyGames(db, ['VN_HCM', 'VN_KT', 'VN_MB']);
    const clock = manualClock('2026-02-01T00:00:00.000Z');
    for (let day = 0; day < 14; day += 1) {
      await runDrawTick(db, clock.now());
      clock.advance(12 * HOUR);
      await runDrawTick(db, clock.now());
      clock.advance(12 * HOUR);
    }
    const weekdays = async (gameId: string) => {
      const { rows } = await db.query<{ day: number }>(
        `SELECT DISTINCT extract(dow FROM draw_time AT TIME ZONE 'Asia/Ho_Chi_Minh')::int + 1 AS day
           FROM lottery_draw WHERE game_id = $1 AND status = 'settled' ORDER BY 1`,
        [gameId],
      );
      return rows.map((row) => row.day);
    };
    expect(await weekdays('VN_HCM')).toEqual([2, 7]);
    expect(await weekdays('VN_KT')).toEqual([1]);
    expect(await weekdays('VN_MB')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await drawsOf(db, 'VN_MB')).filter((row) => row.status === 'settled')).toHaveLength(14);
  });

  it('on the draw clock seam, looks again every second and draws a draw the clock jumped past in its next pass, bets settled', async () => {
    await onlyGames(db, ['FAST_1M']);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'draw-clock-'));
    const file = path.join(dir, 'clock');
    const base = manualClock(T0);
    const clock = offsetClock(file, base);
    const timers = manualTimers();
    const scheduler = createDrawScheduler({ db, clock, timers, digits: fixedDigits });
    try {
      await scheduler.start();
      // The lock is 20 s away, but the seam's clock may jump: one second, not twenty.
      expect(timers.pending().map((timer) => timer.ms)).toEqual([DRAW_CLOCK_RECHECK_MS]);

      // A member bets SMALL on the 08:01 draw (fixedDigits draws 012: sum 3, small).
      await db.transaction((tx) =>
        postJournal(tx, {
          kind: 'adjustment',
          reference: 'test',
          memberId: 'jump1',
          legs: [
            { account: houseAccount('ADJUSTMENT'), amount: '-10.00', entryType: 'adjustment' },
            { account: memberAccount('jump1', 'MAIN'), amount: '10.00', entryType: 'adjustment' },
          ],
        }),
      );
      const game = await requireLobbyGame(db, 'FAST_1M', 'SEA');
      const [draw] = await drawsOf(db, 'FAST_1M');
      const input = { gameCode: 'FAST_1M', numero: draw?.numero ?? '', playType: 'BIG_SMALL' as const, picks: ['SMALL'], stakePerNumber: '2.00' };
      const playType = (await readPlayTypeRows(db, game)).find((row) => row.playType === 'BIG_SMALL')!;
      const placed = await placeBet(db, input, playType, { memberId: 'jump1', game, idempotencyKey: 'jump-1', now: clock.now() });
      expect(placed).toMatchObject({ bet: { status: 'open' } });

      // The test moves the clock 50 s on, past the lock and the draw: the next pass draws and settles.
      writeFileSync(file, '+50000');
      timers.pending()[0]?.fire();
      await waitFor(async () => (await drawsOf(db, 'FAST_1M')).length === 2);
      const draws = await drawsOf(db, 'FAST_1M');
      expect(draws.map((row) => [iso(row.draw_time), row.status, row.winning_number])).toEqual([
        ['2026-01-31T08:01:00.000Z', 'settled', '012'],
        ['2026-01-31T08:02:00.000Z', 'open', null],
      ]);
      expect(iso(draws[0]?.settled_at)).toBe('2026-01-31T08:01:00.000Z');
      await waitFor(async () => (await db.query<{ status: string }>(`SELECT status FROM lottery_bet WHERE idempotency_key = 'jump-1'`)).rows[0]?.status === 'won');
      // 10.00 - 2.00 + 2.00 x 1.95.
      expect(await readAccountBalance(db, memberAccount('jump1', 'MAIN'))).toBe('11.90');
      await waitFor(async () => timers.pending().length === 1);
      expect(timers.pending().map((timer) => timer.ms)).toEqual([DRAW_CLOCK_RECHECK_MS]);

      // A smaller offset is ignored: nothing reopens, nothing is drawn twice.
      writeFileSync(file, '+1000');
      expect(iso(new Date(clock.now()))).toBe('2026-01-31T08:01:00.000Z');
      expect(await scheduler.tick()).toMatchObject({ locked: 0, settled: 0, opened: 0, betsSettled: 0 });
    } finally {
      await scheduler.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  if (kind === 'postgres') {
    it('two API processes passing at the same instant open each draw once', async () => {
      const other = await test.openSecond!();
      const now = Date.parse(T0);
      const reports = await Promise.all([runDrawTick(db, now), runDrawTick(other, now), runDrawTick(db, now), runDrawTick(other, now)]);
      expect(reports.reduce((sum, report) => sum + report.opened, 0)).toBe(LOTTERY_GAMES_SEED.length);
      const { rows } = await db.query<{ draws: number }>('SELECT count(*)::int AS draws FROM lottery_draw');
      expect(rows[0]?.draws).toBe(LOTTERY_GAMES_SEED.length);
    });
  }
});

/** The timer callbacks run a pass in the background: wait for its effect (a few ms on PGlite). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
