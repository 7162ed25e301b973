import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { houseAccount, memberAccount, postJournal, readAccountBalance } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/ledger-check';
import { mulberry32 } from '../../lib/mulberry32';
import { fromCents, negate, toCents } from '../../money/cents';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { settleDrawnBets } from './bet-settlement';
import { type DigitSource, runDrawTick } from './draw-tick';
import { fixedDigits, resetLotteries } from './testing/lottery-fixtures';

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
const random = mulberry32;

const ODDS: Record<string, bigint> = { BAO_LO_2: 430n, BAO_LO_3: 4000n, DE: 8000n, XIEN_2: 2800n };
const MEMBERS = Array.from({ length: 10 }, (_, index) => `s${index}`);

interface TestBet {
  memberId: string;
  playType: keyof typeof ODDS;
  picks: string[];
  stake: bigint;
}

/** What a bet wins, written out independently of play-types.ts. */
function expectedPayout(bet: TestBet, sheet: string[]): bigint {
  const twos = sheet.map((number) => number.slice(-2));
  const threes = sheet.filter((number) => number.length >= 3).map((number) => number.slice(-3));
  let total = 0n;
  for (const pick of bet.picks) {
    let hits = 0;
    if (bet.playType === 'BAO_LO_2') hits = twos.filter((two) => two === pick).length;
    if (bet.playType === 'BAO_LO_3') hits = threes.filter((three) => three === pick).length;
    if (bet.playType === 'DE') hits = sheet[0]?.slice(-2) === pick ? 1 : 0;
    if (bet.playType === 'XIEN_2') hits = pick.split('-').every((two) => twos.includes(two)) ? 1 : 0;
    total += (bet.stake * (ODDS[bet.playType] as bigint) * BigInt(hits)) / 100n;
  }
  return total;
}

describe.each(TEST_DATABASE_KINDS)('bet settlement on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;

  const fund = (memberId: string, amount: string) =>
    db.transaction((tx) =>
      postJournal(tx, {
        kind: 'adjustment',
        reference: 'test',
        memberId,
        legs: [
          { account: houseAccount('ADJUSTMENT'), amount: negate(amount), entryType: 'adjustment' },
          { account: memberAccount(memberId, 'MAIN'), amount, entryType: 'adjustment' },
        ],
      }),
    );

  /** Stores bets as placeBet does (rows, then one stake journal per member) without 1,000 HTTP calls. */
  async function storeBets(gameId: string, numero: string, bets: TestBet[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO lottery_bet (member_id, draw_id, game_id, play_type, picks, stake_per_number, total_stake, odds, potential_win, idempotency_key, created_at)
         SELECT b.member_id, d.draw_id, d.game_id, b.play_type, string_to_array(b.picks, ','), b.stake, b.stake * cardinality(string_to_array(b.picks, ',')),
                b.odds, 0, 'seed-' || $1 || '-' || b.n, '2026-01-31T08:00:00Z'
           FROM unnest($3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[]) WITH ORDINALITY AS b(member_id, play_type, picks, stake, odds, n)
           JOIN lottery_draw d ON d.game_id = $1 AND d.numero = $2`,
        [
          gameId,
          numero,
          bets.map((bet) => bet.memberId),
          bets.map((bet) => bet.playType),
          bets.map((bet) => bet.picks.join(',')),
          bets.map((bet) => fromCents(bet.stake)),
          bets.map((bet) => fromCents(ODDS[bet.playType] ?? 0n)),
        ],
      );
      for (const memberId of new Set(bets.map((bet) => bet.memberId))) {
        const total = bets.filter((bet) => bet.memberId === memberId).reduce((sum, bet) => sum + bet.stake * BigInt(bet.picks.length), 0n);
        await postJournal(tx, {
          kind: 'lottery_bet',
          reference: `test-${memberId}`,
          memberId,
          legs: [
            { account: memberAccount(memberId, 'MAIN'), amount: fromCents(-total), entryType: 'bet' },
            { account: houseAccount('LOTTERY'), amount: fromCents(total), entryType: 'bet' },
          ],
        });
      }
    });
  }

  const winCredits = async (): Promise<{ total: string; journals: number }> => {
    const { rows } = await db.query<{ total: string; journals: number }>(
      `SELECT coalesce(sum(p.amount), 0)::text AS total, count(DISTINCT j.id)::int AS journals
         FROM ledger_journal j JOIN ledger_posting p ON p.journal_id = j.id JOIN ledger_account a ON a.id = p.account_id
        WHERE j.kind = 'lottery_win' AND a.owner = 'member'`,
    );
    return rows[0] as { total: string; journals: number };
  };

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
    await prepareDatabase(db);
    await resetLotteries(db);
    // Opens Saturday 2026-01-31's draws (VN_HCM at 09:15Z) and the one-minute lottery's.
    await runDrawTick(db, Date.parse('2026-01-31T08:00:10.000Z'), fixedDigits);
    for (const member of MEMBERS) await fund(member, '100000.00');
  }, 120_000);
  afterAll(async () => {
    expect(await checkLedger(db)).toMatchObject({ ok: true });
    await test.dispose();
  });

  it('settles a draw with 1,000 bets exactly: credits equal the sum computed from the odds, and only once', async () => {
    const next = random(20260131);
    const two = () => String(Math.floor(next() * 100)).padStart(2, '0');
    const types = Object.keys(ODDS) as (keyof typeof ODDS)[];
    const bets: TestBet[] = Array.from({ length: 1000 }, (_, index) => {
      const playType = types[index % types.length] as keyof typeof ODDS;
      const count = 1 + Math.floor(next() * 3);
      const picks = new Set<string>();
      while (picks.size < count) {
        if (playType === 'BAO_LO_3') picks.add(String(Math.floor(next() * 1000)).padStart(3, '0'));
        else if (playType === 'XIEN_2') {
          const [a, b] = [two(), two()].sort();
          if (a !== b) picks.add(`${a}-${b}`);
        } else picks.add(two());
      }
      return { memberId: MEMBERS[index % MEMBERS.length] as string, playType, picks: [...picks], stake: BigInt(100 + Math.floor(next() * 2000)) };
    });
    await storeBets('VN_HCM', '20260131', bets);
    const before = new Map(await Promise.all(MEMBERS.map(async (member) => [member, await readAccountBalance(db, memberAccount(member, 'MAIN'))] as const)));

    // Skewed digits, so the sheet repeats endings and some bets win several times.
    const sheetRandom = random(7);
    const digits: DigitSource = (length) => Array.from({ length }, () => String(Math.floor(sheetRandom() * 4))).join('');
    const started = Date.now();
    const report = await runDrawTick(db, Date.parse('2026-01-31T09:15:00.000Z'), digits);
    const elapsed = Date.now() - started;
    expect(report).toMatchObject({ settled: expect.any(Number), betsSettled: 1000 });
    expect(elapsed).toBeLessThan(60_000);

    const { rows: draws } = await db.query<{ prize_numbers: string[] }>(`SELECT prize_numbers FROM lottery_draw WHERE game_id = 'VN_HCM' AND numero = '20260131'`);
    const sheet = draws[0]?.prize_numbers ?? [];
    expect(sheet).toHaveLength(18);
    const expected = bets.map((bet) => expectedPayout(bet, sheet));
    const expectedTotal = expected.reduce((sum, value) => sum + value, 0n);
    expect(expectedTotal).toBeGreaterThan(0n);
    expect(expected.filter((value) => value > 0n).length).toBeGreaterThan(50);

    const { rows } = await db.query<{ status: string; payout: string; n: number }>(
      `SELECT status, payout::text AS payout, row_number() OVER (ORDER BY bet_id)::int AS n FROM lottery_bet WHERE game_id = 'VN_HCM' ORDER BY bet_id`,
    );
    expect(rows.map((row) => row.payout)).toEqual(expected.map(fromCents));
    expect(rows.map((row) => row.status)).toEqual(expected.map((value) => (value > 0n ? 'won' : 'lost')));
    const credits = await winCredits();
    expect(credits).toEqual({ total: fromCents(expectedTotal), journals: expected.filter((value) => value > 0n).length });
    for (const member of MEMBERS) {
      const won = bets.reduce((sum, bet, index) => (bet.memberId === member ? sum + (expected[index] as bigint) : sum), 0n);
      expect(await readAccountBalance(db, memberAccount(member, 'MAIN'))).toBe(fromCents(toCents(before.get(member) as string) + won));
    }

    // A second run (another tick, a second process) changes nothing.
    const second = test.openSecond ? await test.openSecond() : db;
    expect(await Promise.all([settleDrawnBets(db, Date.now()), settleDrawnBets(second, Date.now())])).toEqual([0, 0]);
    expect(await runDrawTick(db, Date.parse('2026-01-31T09:15:00.000Z'), digits)).toMatchObject({ settled: 0, betsSettled: 0 });
    expect(await winCredits()).toEqual(credits);
    expect(await checkLedger(db)).toMatchObject({ ok: true });
  }, 180_000);

  it('finishes the bets of a draw settled before a crash, and two processes settle each bet once', async () => {
    const next = random(99);
    const bets: TestBet[] = Array.from({ length: 40 }, (_, index) => ({
      memberId: MEMBERS[index % MEMBERS.length] as string,
      playType: 'BAO_LO_2',
      picks: [String(Math.floor(next() * 4)).padStart(2, '0')],
      stake: 100n,
    }));
    await storeBets('VN_MB', '20260131', bets);
    // The draw was drawn (its transaction committed), then the process died before its bets.
    const sheet = ['00000', ...Array.from({ length: 26 }, (_, index) => String(index % 4).padStart(index < 4 ? 5 : 4, '0'))];
    await db.query(
      `UPDATE lottery_draw SET status = 'settled', winning_number = $1, prize_numbers = $2::text[], settled_at = now()
        WHERE game_id = 'VN_MB' AND numero = '20260131'`,
      [sheet[0], sheet],
    );
    const second = test.openSecond ? await test.openSecond() : db;
    const counts = await Promise.all([settleDrawnBets(db, Date.now(), 7), settleDrawnBets(second, Date.now(), 7)]);
    expect(counts[0] + counts[1]).toBe(40);
    const { rows } = await db.query<{ open: number; paid: string }>(
      `SELECT count(*) FILTER (WHERE status = 'open')::int AS open, coalesce(sum(payout), 0)::text AS paid FROM lottery_bet WHERE game_id = 'VN_MB'`,
    );
    // VN_MB pays bao lo at its own odds (2.90), kept on each bet; this test stored 4.30.
    const expected = bets.reduce((sum, bet) => sum + expectedPayout(bet, sheet), 0n);
    expect(rows[0]).toEqual({ open: 0, paid: fromCents(expected) });
    expect(await settleDrawnBets(db, Date.now())).toBe(0);
  });
});
