import Fastify, { type FastifyInstance } from 'fastify';
import type { AccountRecord, AccountRecordPage, BetRecord, BetRecordPage, PersonalProfit } from '@suite/shared/contract';
import { installErrorHandling } from '../../http/error-handling';
import { formatValidationErrors } from '../../http/validation-message';
import { houseAccount, type HouseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { fromCents, toSignedCents } from '../../money/cents';
import { envelope } from '../../testing/test-app';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { bearerFor, fakeAuthenticate } from '../player-auth/fake-authenticate';
import type { Player } from '../player-auth/player-auth';
import { parseDateTime, registerRecordsRoutes } from './records-routes';

const player: Player = { memberId: 'records-player', isAgent: 0 };
const other: Player = { memberId: 'records-other', isAgent: 0 };

const TRANSACTIONS = '/wps/records/transactions';
const BETS = '/wps/records/bets';
const PROFIT = '/wps/records/profit';
/** March 2026, [from, to). */
const MARCH = { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' };

const sumCents = (amounts: readonly string[]): bigint => amounts.reduce((sum, amount) => sum + toSignedCents(amount), 0n);

describe('parseDateTime', () => {
  it('reads instants with an offset, and refuses dates and times that do not exist', () => {
    expect(parseDateTime('2026-03-01T08:00+08:00')).toBe(Date.parse('2026-03-01T00:00:00Z'));
    expect(parseDateTime('2024-02-29T23:59:59.5Z')).toBe(Date.parse('2024-02-29T23:59:59.500Z'));
    for (const bad of ['2026-02-29T00:00Z', '2026-02-30T00:00Z', '2026-04-31T00:00Z', '2026-13-01T00:00Z', '2026-00-10T00:00Z']) {
      expect(parseDateTime(bad)).toBeNull();
    }
    for (const bad of ['2026-01-01T24:00Z', '2026-01-01T10:60Z', '2026-01-01T10:00:60Z', '2026-01-01T10:00+19:00', '2026-01-01T10:00+05:75']) {
      expect(parseDateTime(bad)).toBeNull();
    }
    expect(parseDateTime('0000-01-01T00:00Z')).toBeNull();
    expect(parseDateTime('2026-01-01')).toBeNull();
  });
});

describe.each(TEST_DATABASE_KINDS)('member records on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;

  /** A journal between a member wallet and a house account, dated `at`. */
  const post = async (memberId: string, at: string, entryType: string, amount: string, house: HouseAccount, reference: string, wallet = 'MAIN') => {
    const posted = await test.db.transaction((tx) =>
      postJournal(tx, {
        kind: entryType,
        reference,
        memberId,
        legs: [
          { account: memberAccount(memberId, wallet), amount, entryType },
          { account: houseAccount(house), amount: fromCents(-toSignedCents(amount)), entryType },
        ],
      }),
    );
    await date(posted.journalId, at);
  };
  const date = async (journalId: number, at: string) => {
    await test.db.query('UPDATE ledger_journal SET created_at = $2::timestamptz WHERE id = $1', [journalId, at]);
    await test.db.query('UPDATE ledger_posting SET created_at = $2::timestamptz WHERE journal_id = $1', [journalId, at]);
  };

  /** Games of two types, for the betting record. */
  let rng: { id: number; name: string; vendor: string };
  let live: { id: number; name: string; vendor: string; gameType: string };
  const bet = async (memberId: string, gameId: number, at: string, stake: string, win: string) => {
    const session = await test.db.query<{ id: number }>(
      `INSERT INTO game_session (token_hash, member_id, game_id, min_bet, max_bet, expires_at)
       VALUES (md5(random()::text), $1, $2, 1, 1000, $3::timestamptz + interval '1 hour') RETURNING id`,
      [memberId, gameId, at],
    );
    await test.db.query(
      `INSERT INTO game_bet (member_id, game_id, session_id, idempotency_key, wallet, bet_amount, win_amount, balance_after, outcome, created_at)
       VALUES ($1, $2, $3, md5(random()::text), 'MAIN', $4::numeric, $5::numeric, 0, '{}'::jsonb, $6::timestamptz)`,
      [memberId, gameId, (session.rows[0] as { id: number }).id, stake, win, at],
    );
  };

  beforeAll(async () => {
    test = await openPreparedTestDatabase(kind);
    app = Fastify({ ajv: { customOptions: { removeAdditional: false } }, schemaErrorFormatter: formatValidationErrors });
    installErrorHandling(app);
    registerRecordsRoutes(app, { db: test.db, authenticate: fakeAuthenticate });
    await app.ready();

    // Ledger lines, in time order (balances after each line stay true).
    await post(player.memberId, '2026-02-15T12:00:00Z', 'deposit', '1000.00', 'BANK', 'D-before');
    await post(player.memberId, '2026-03-01T00:00:00Z', 'deposit', '100.00', 'BANK', 'D-1');
    await post(player.memberId, '2026-03-05T09:30:00Z', 'deposit', '50.00', 'BANK', 'D-2');
    await post(player.memberId, '2026-03-06T10:00:00Z', 'withdrawal', '-30.00', 'WITHDRAWAL_HOLD', 'W-1');
    await post(player.memberId, '2026-03-07T10:00:00Z', 'withdrawalReturned', '10.00', 'WITHDRAWAL_HOLD', 'W-1');
    await post(player.memberId, '2026-03-08T10:00:00Z', 'bonus', '5.00', 'BONUS', 'B-1');
    await post(player.memberId, '2026-03-08T11:00:00Z', 'rebate', '1.25', 'BONUS', 'RB-1');
    const transfer = await test.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'wallet_transfer',
        reference: 'T-1',
        memberId: player.memberId,
        legs: [
          { account: memberAccount(player.memberId, 'MAIN'), amount: '-20.00', entryType: 'transferOut' },
          { account: memberAccount(player.memberId, 'SPX'), amount: '20.00', entryType: 'transferIn' },
        ],
      }),
    );
    await date(transfer.journalId, '2026-03-09T10:00:00Z');
    // Exactly at the end of the period: not in it.
    await post(player.memberId, '2026-04-01T00:00:00Z', 'deposit', '400.00', 'BANK', 'D-after');
    await post(other.memberId, '2026-03-03T10:00:00Z', 'deposit', '777.00', 'BANK', 'D-other');
    await post(other.memberId, '2026-03-04T10:00:00Z', 'bonus', '7.00', 'BONUS', 'B-other');

    const games = await test.db.query<{ id: number; name: string; game_type: string; display_name: string }>(
      `SELECT DISTINCT ON (g.game_type) g.id, g.name, g.game_type, v.display_name
         FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage
        WHERE g.game_type IN ('RNG', 'LIVE', 'FISH') ORDER BY g.game_type, g.id`,
    );
    const byType = new Map(games.rows.map((row) => [row.game_type, row]));
    const rngRow = byType.get('RNG');
    const liveRow = byType.get('LIVE') ?? byType.get('FISH');
    if (!rngRow || !liveRow) throw new Error('the seed has no RNG and LIVE/FISH games');
    rng = { id: rngRow.id, name: rngRow.name, vendor: rngRow.display_name };
    live = { id: liveRow.id, name: liveRow.name, vendor: liveRow.display_name, gameType: liveRow.game_type };

    await bet(player.memberId, rng.id, '2026-02-20T10:00:00Z', '100.00', '0.00');
    await bet(player.memberId, rng.id, '2026-03-02T10:00:00Z', '10.00', '0.00');
    await bet(player.memberId, rng.id, '2026-03-03T10:00:00Z', '5.00', '12.50');
    await bet(player.memberId, rng.id, '2026-03-04T10:00:00Z', '2.00', '2.00');
    await bet(player.memberId, live.id, '2026-03-05T10:00:00Z', '20.00', '30.00');
    await bet(player.memberId, rng.id, '2026-04-01T00:00:00Z', '9.00', '0.00');
    await bet(other.memberId, rng.id, '2026-03-05T10:00:00Z', '50.00', '0.00');
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const get = async <T>(url: string, query: Record<string, string | number>, who: Player | null = player) => {
    const response = await app.inject({
      method: 'GET',
      url,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: who ? bearerFor(who) : {},
    });
    return { status: response.statusCode, body: envelope<T>(response) };
  };

  describe('account record', () => {
    it("lists the caller's ledger lines of the period, newest first, with reference, wallet and balance after", async () => {
      const { status, body } = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, pageNo: 1, pageSize: 100 });
      expect(status).toBe(200);
      const { list } = body.value;
      expect(list.map((line) => [line.type, line.wallet, line.amount, line.reference])).toEqual([
        ['transferIn', 'SPX', '20.00', 'T-1'],
        ['transferOut', 'MAIN', '-20.00', 'T-1'],
        ['rebate', 'MAIN', '1.25', 'RB-1'],
        ['bonus', 'MAIN', '5.00', 'B-1'],
        ['withdrawalReturned', 'MAIN', '10.00', 'W-1'],
        ['withdrawal', 'MAIN', '-30.00', 'W-1'],
        ['deposit', 'MAIN', '50.00', 'D-2'],
        ['deposit', 'MAIN', '100.00', 'D-1'],
      ]);
      expect(list[7]).toMatchObject({ time: '2026-03-01T00:00:00.000Z', balanceAfter: '1100.00' });
      expect(list[1]).toMatchObject({ time: '2026-03-09T10:00:00.000Z', balanceAfter: '1116.25' });
      expect(list[0]).toMatchObject({ balanceAfter: '20.00', walletName: 'Spinix Studios' });
      expect(list[1]?.walletName).toBe('MAIN');
      expect(list.every((line) => /^[0-9]+$/.test(line.id))).toBe(true);
      expect(new Set(list.map((line) => line.id)).size).toBe(8);
      expect(body.value).toMatchObject({ totalCount: 8, totalPages: 1, totals: { credit: '186.25', debit: '-50.00', net: '136.25' } });
    });

    it('reads the period with any offset: the same instants give the same lines', async () => {
      const shifted = await get<AccountRecordPage>(TRANSACTIONS, { from: '2026-03-01T08:00+08:00', to: '2026-03-31T19:00-05:00', pageSize: 100 });
      expect(shifted.body.value.totalCount).toBe(8);
      const late = await get<AccountRecordPage>(TRANSACTIONS, { from: '2026-03-01T00:00:00.001Z', to: '2026-04-01T00:00:00.001Z', pageSize: 100 });
      expect(late.body.value.list.map((line) => line.reference)).toContain('D-after');
      expect(late.body.value.list.map((line) => line.reference)).not.toContain('D-1');
    });

    it('filters by type', async () => {
      const deposits = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, type: 'deposit', pageNo: 1, pageSize: 10 });
      expect(deposits.body.value.list.map((line) => line.reference)).toEqual(['D-2', 'D-1']);
      expect(deposits.body.value).toMatchObject({ totalCount: 2, totalPages: 1, totals: { credit: '150.00', debit: '0.00', net: '150.00' } });
      const adjustments = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, type: 'adjustment', pageNo: 1, pageSize: 10 });
      expect(adjustments.body.value).toEqual({ list: [], totalCount: 0, totalPages: 0, totals: { credit: '0.00', debit: '0.00', net: '0.00' } });
    });

    it('pages on the server, and the totals are those of every page together', async () => {
      const pages: AccountRecordPage[] = [];
      for (let pageNo = 1; pageNo <= 4; pageNo += 1) {
        const { body } = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, pageNo, pageSize: 3 });
        pages.push(body.value);
      }
      expect(pages.map((page) => page.list.length)).toEqual([3, 3, 2, 0]);
      for (const page of pages) expect(page).toMatchObject({ totalCount: 8, totalPages: 3, totals: { credit: '186.25', debit: '-50.00', net: '136.25' } });
      const all: AccountRecord[] = pages.flatMap((page) => page.list);
      const full = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, pageSize: 100 });
      expect(all).toEqual(full.body.value.list);
      const amounts = all.map((line) => line.amount);
      expect(fromCents(sumCents(amounts))).toBe('136.25');
      expect(fromCents(sumCents(amounts.filter((amount) => !amount.startsWith('-'))))).toBe('186.25');
      expect(fromCents(sumCents(amounts.filter((amount) => amount.startsWith('-'))))).toBe('-50.00');

      const two = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, pageNo: 1, pageSize: 2 });
      expect(two.body.value).toMatchObject({ totalCount: 8, totalPages: 4 });
      const far = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, pageNo: 100_000, pageSize: 100 });
      expect(far).toMatchObject({ status: 200, body: { value: { list: [], totalCount: 8, totalPages: 1 } } });
    });

    it("never shows another member's lines", async () => {
      const mine = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, pageSize: 100 });
      expect(mine.body.value.list.map((line) => line.reference)).not.toContain('D-other');
      const theirs = await get<AccountRecordPage>(TRANSACTIONS, { ...MARCH, pageSize: 100 }, other);
      expect(theirs.body.value.list.map((line) => line.reference)).toEqual(['B-other', 'D-other']);
      expect(theirs.body.value.totals).toEqual({ credit: '784.00', debit: '0.00', net: '784.00' });
      const nobody = await get<AccountRecordPage>(TRANSACTIONS, MARCH, { memberId: 'records-nobody', isAgent: 0 });
      expect(nobody.body.value).toMatchObject({ list: [], totalCount: 0, totalPages: 0 });
    });
  });

  describe('betting record', () => {
    it("lists the caller's rounds of the period with game, vendor, stake, win and profit", async () => {
      const { status, body } = await get<BetRecordPage>(BETS, { ...MARCH, pageNo: 1, pageSize: 100 });
      expect(status).toBe(200);
      const { list } = body.value;
      expect(list.map((row) => [row.gameType, row.stake, row.win, row.profit])).toEqual([
        [live.gameType, '20.00', '30.00', '10.00'],
        ['RNG', '2.00', '2.00', '0.00'],
        ['RNG', '5.00', '12.50', '7.50'],
        ['RNG', '10.00', '0.00', '-10.00'],
      ]);
      expect(list[0]).toMatchObject<Partial<BetRecord>>({
        time: '2026-03-05T10:00:00.000Z',
        source: 'game',
        gameName: live.name,
        vendor: live.vendor,
        status: 'settled',
      });
      expect(list[3]).toMatchObject({ gameName: rng.name, vendor: rng.vendor });
      expect(body.value).toMatchObject({ totalCount: 4, totalPages: 1, totals: { count: 4, stake: '37.00', win: '44.50', profit: '7.50' } });
    });

    it('filters by game type and pages, with totals over every page', async () => {
      const first = await get<BetRecordPage>(BETS, { ...MARCH, gameType: 'RNG', pageNo: 1, pageSize: 2 });
      const second = await get<BetRecordPage>(BETS, { ...MARCH, gameType: 'RNG', pageNo: 2, pageSize: 2 });
      expect(first.body.value).toMatchObject({ totalCount: 3, totalPages: 2, totals: { count: 3, stake: '17.00', win: '14.50', profit: '-2.50' } });
      expect(second.body.value.totals).toEqual(first.body.value.totals);
      const rows = [...first.body.value.list, ...second.body.value.list];
      expect(rows.map((row) => row.stake)).toEqual(['2.00', '5.00', '10.00']);
      expect(fromCents(sumCents(rows.map((row) => row.profit)))).toBe('-2.50');
      const none = await get<BetRecordPage>(BETS, { ...MARCH, gameType: 'SPORTS' });
      expect(none.body.value).toEqual({ list: [], totalCount: 0, totalPages: 0, totals: { count: 0, stake: '0.00', win: '0.00', profit: '0.00' } });
    });

    it("never shows another member's rounds", async () => {
      const theirs = await get<BetRecordPage>(BETS, MARCH, other);
      expect(theirs.body.value).toMatchObject({ totalCount: 1, totals: { stake: '50.00', profit: '-50.00' } });
    });
  });

  describe('personal P&L', () => {
    it('sums bets by game type, deposits, withdrawals and bonuses of the period', async () => {
      const { status, body } = await get<PersonalProfit>(PROFIT, MARCH);
      expect(status).toBe(200);
      const liveRow = { gameType: live.gameType, betCount: 1, stake: '20.00', win: '30.00', profit: '10.00' };
      const rngRow = { gameType: 'RNG', betCount: 3, stake: '17.00', win: '14.50', profit: '-2.50' };
      expect(body.value).toEqual({
        byGameType: [liveRow, rngRow].sort((a, b) => (a.gameType < b.gameType ? -1 : 1)),
        totals: { betCount: 4, stake: '37.00', win: '44.50', profit: '7.50' },
        deposits: '150.00',
        withdrawals: '20.00',
        bonuses: '6.25',
      });
    });

    it('answers zeros for a period without anything, and only the caller sees their figures', async () => {
      const empty = await get<PersonalProfit>(PROFIT, { from: '2025-01-01T00:00Z', to: '2025-02-01T00:00Z' });
      expect(empty.body.value).toEqual({
        byGameType: [],
        totals: { betCount: 0, stake: '0.00', win: '0.00', profit: '0.00' },
        deposits: '0.00',
        withdrawals: '0.00',
        bonuses: '0.00',
      });
      const theirs = await get<PersonalProfit>(PROFIT, MARCH, other);
      expect(theirs.body.value).toMatchObject({ deposits: '777.00', withdrawals: '0.00', bonuses: '7.00', totals: { betCount: 1, stake: '50.00' } });
    });
  });

  it('answers visitors 401', async () => {
    for (const url of [TRANSACTIONS, BETS, PROFIT]) {
      const response = await get(url, MARCH, null);
      expect(response).toMatchObject({ status: 401, body: { success: false, value: null } });
    }
  });

  describe('refuses bad queries with a 400 envelope', () => {
    const cases: Array<[string, string, Record<string, string | number>]> = [
      ['to before from', TRANSACTIONS, { from: MARCH.to, to: MARCH.from }],
      ['to equal to from', BETS, { from: MARCH.from, to: MARCH.from }],
      ['93 days', TRANSACTIONS, { from: '2026-01-01T00:00Z', to: '2026-04-04T00:00Z' }],
      ['92 days and a millisecond', PROFIT, { from: '2026-01-01T00:00Z', to: '2026-04-03T00:00:00.001Z' }],
      ['a date that does not exist', TRANSACTIONS, { from: '2026-02-30T00:00Z', to: '2026-03-02T00:00Z' }],
      ['hour 24', PROFIT, { from: '2026-02-01T24:00Z', to: '2026-03-02T00:00Z' }],
      ['date text', BETS, { from: 'yesterday', to: MARCH.to }],
      ['a date without time', PROFIT, { from: '2026-03-01', to: '2026-03-02' }],
      ['a time without offset', TRANSACTIONS, { from: '2026-03-01T00:00', to: '2026-03-02T00:00' }],
      ['year 0', TRANSACTIONS, { from: '0000-01-01T00:00Z', to: '0000-01-02T00:00Z' }],
      ['no from', TRANSACTIONS, { to: MARCH.to }],
      ['pageSize 0', TRANSACTIONS, { ...MARCH, pageSize: 0 }],
      ['pageSize 101', BETS, { ...MARCH, pageSize: 101 }],
      ['pageSize not a number', BETS, { ...MARCH, pageSize: 'ten' }],
      ['pageNo 0', TRANSACTIONS, { ...MARCH, pageNo: 0 }],
      ['pageNo 100001', TRANSACTIONS, { ...MARCH, pageNo: 100_001 }],
      ['pageNo 1.5', TRANSACTIONS, { ...MARCH, pageNo: 1.5 }],
      ['an unknown type', TRANSACTIONS, { ...MARCH, type: 'jackpot' }],
      ['a bad game type', BETS, { ...MARCH, gameType: 'rng' }],
      ['a game type with SQL', BETS, { ...MARCH, gameType: "RNG' OR '1'='1" }],
      ['an extra parameter', TRANSACTIONS, { ...MARCH, memberId: other.memberId }],
      ['paging on the P&L', PROFIT, { ...MARCH, pageNo: 1 }],
    ];
    it.each(cases)('%s', async (_name, url, query) => {
      const response = await get(url, query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, value: null });
      expect(response.body.message).toMatch(/^Invalid query: /);
    });

    it('a repeated parameter', async () => {
      const response = await app.inject({ method: 'GET', url: `${TRANSACTIONS}?from=${MARCH.from}&from=${MARCH.from}&to=${MARCH.to}`, headers: bearerFor(player) });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toMatch(/^Invalid query: /);
    });
  });
});
