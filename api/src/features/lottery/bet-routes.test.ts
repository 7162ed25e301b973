import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LaunchResult, LotteryLobbyState, PlaceLotteryBetResult } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { houseAccount, memberAccount, postJournal, readAccountBalance } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/ledger-check';
import { negate } from '../../money/cents';
import { envelope } from '../../testing/test-app';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { readAccountRecords, readBetRecords, readPersonalProfit } from '../records/records-repository';
import { runDrawTick } from './draw-tick';
import { fixedDigits, manualClock, type ManualClock, resetLotteries } from './testing/lottery-fixtures';
import { fakeLogout, loginAs, lotteryTestApp } from './testing/lottery-test-app';

/** Saturday 2026-01-31, 15:00:10 in Vietnam: FAST_1M's draw 0901 closes at 08:00:30, VN_HCM's at 09:00. */
const T0 = '2026-01-31T08:00:10.000Z';
const BACK = 'http://localhost:3000/lottery';
const PERIOD = { from: '2026-01-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' };

describe.each(TEST_DATABASE_KINDS)('lottery bets on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let clock: ManualClock;
  let app: FastifyInstance;
  const statuses: number[] = [];
  let keys = 0;
  const newKey = () => `bet-key-${kind}-${(keys += 1)}`;

  const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  };
  const fund = async (memberId: string, amount: string) =>
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
  const balance = (memberId: string) => readAccountBalance(db, memberAccount(memberId, 'MAIN'));
  async function launch(memberId: string, gameCode = 'VN_HCM', prizeMode = 'SEA'): Promise<string> {
    const query = new URLSearchParams({ lottoArea: 'VN', launchMode: 'LOTT', prizeMode, view: 'betting', device: 'WEB', backUrl: BACK, language: 'es', gameCode });
    const { content } = envelope<LaunchResult>(await call({ method: 'GET', url: `/lgw/games/launch?${query}`, headers: loginAs(memberId) })).value;
    const token = /^\/lotto\/lobby\/([A-Za-z0-9_-]{32})\?/.exec(content)?.[1];
    if (!token) throw new Error(`no token in ${content}`);
    return token;
  }
  const state = (token: string, gameCode = 'VN_HCM', headers: Record<string, string> = {}) =>
    call({ method: 'GET', url: `/lotto/lobby/${token}/state?gameCode=${gameCode}`, headers });
  const bet = (token: string, body: unknown, key: string | null = newKey(), headers: Record<string, string> = {}) =>
    call({
      method: 'POST',
      url: `/lotto/lobby/${token}/bets`,
      payload: body as InjectOptions['payload'],
      headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers },
    });
  const hcm = (picks: string[], stakePerNumber = '2.00', playType = 'BAO_LO_2') => ({ gameCode: 'VN_HCM', numero: '20260131', playType, picks, stakePerNumber });

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
    await prepareDatabase(db);
    clock = manualClock(T0);
    app = await lotteryTestApp(db, clock);
    await resetLotteries(db);
    // Thursday's and Friday's draws are settled, Saturday's are open.
    for (const at of ['2026-01-29T12:00:00.000Z', '2026-01-30T12:00:00.000Z', T0]) await runDrawTick(db, Date.parse(at), fixedDigits);
  }, 120_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(db)).toMatchObject({ ok: true });
    await app.close();
    await test.dispose();
  });

  it('a launch opens a lobby session whose state shows the lottery, its draw, play types and odds', async () => {
    await fund('a1', '100.00');
    const token = await launch('a1');
    const response = await state(token, 'VN_HCM', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const value = envelope<LotteryLobbyState>(response).value;
    expect(value).toMatchObject({
      balance: '100.00',
      currencySymbol: 'P',
      game: { gameCode: 'VN_HCM', name: 'TP. Hồ Chí Minh', kind: 'regional', digits: 6 },
      draw: { numero: '20260131', drawTime: '2026-01-31T09:15:00.000Z', lockTime: '2026-01-31T09:00:00.000Z', status: 'open' },
      openBets: [],
      settledBets: [],
    });
    expect(value.playTypes).toEqual([
      { code: 'BAO_LO_2', picks: { kind: 'number', digits: 2, count: 1 }, odds: '4.30', minStake: '1.00', maxStake: '1000.00' },
      { code: 'BAO_LO_3', picks: { kind: 'number', digits: 3, count: 1 }, odds: '40.00', minStake: '1.00', maxStake: '1000.00' },
      { code: 'DE', picks: { kind: 'number', digits: 2, count: 1 }, odds: '80.00', minStake: '1.00', maxStake: '1000.00' },
      { code: 'XIEN_2', picks: { kind: 'number', digits: 2, count: 2 }, odds: '28.00', minStake: '1.00', maxStake: '1000.00' },
    ]);
    // The north pays bao lo lower (27 numbers); fast draws bet on the digits' sum.
    const north = envelope<LotteryLobbyState>(await state(token, 'VN_MB')).value;
    expect(north.playTypes.map((type) => [type.code, type.odds])).toEqual([
      ['BAO_LO_2', '2.90'],
      ['BAO_LO_3', '30.00'],
      ['DE', '80.00'],
      ['XIEN_2', '13.00'],
    ]);
    expect(north.lastResult?.prizeNumbers).toHaveLength(27);
    const fast = envelope<LotteryLobbyState>(await state(token, 'FAST_1M')).value;
    expect(fast.playTypes.map((type) => type.code)).toEqual(['BIG_SMALL', 'ODD_EVEN', 'SUM']);
    expect(fast.playTypes[2]?.picks).toEqual({ kind: 'option', options: Array.from({ length: 28 }, (_, sum) => String(sum)) });
    expect(fast.lastResult).toMatchObject({ numero: '202601301141', winningNumber: '012', prizeNumbers: ['012'] });
    const south = envelope<LotteryLobbyState>(await state(token, 'VN_BD')).value;
    expect(south.lastResult?.prizeNumbers).toHaveLength(18);
    expect(south.lastResult?.prizeNumbers[0]).toBe(south.lastResult?.winningNumber);
  });

  it('places a bet: the stake leaves the main wallet once, the bet is open and in the records', async () => {
    await fund('a2', '50.00');
    const token = await launch('a2');
    const response = await bet(token, hcm(['07', '56']));
    expect(response.statusCode).toBe(200);
    const { bet: placed, balance: after } = envelope<PlaceLotteryBetResult>(response).value;
    expect(placed).toMatchObject({
      numero: '20260131',
      playType: 'BAO_LO_2',
      picks: ['07', '56'],
      stakePerNumber: '2.00',
      totalStake: '4.00',
      potentialWin: '17.20',
      status: 'open',
      payout: '0.00',
      placedAt: T0,
      settledAt: null,
    });
    expect(after).toBe('46.00');
    expect(await balance('a2')).toBe('46.00');
    const value = envelope<LotteryLobbyState>(await state(token)).value;
    expect(value.openBets).toEqual([placed]);
    expect(value.balance).toBe('46.00');
    // De: ten numbers, only one can win.
    const de = envelope<PlaceLotteryBetResult>(await bet(token, hcm(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'], '1.00', 'DE'))).value;
    expect(de.bet).toMatchObject({ totalStake: '10.00', potentialWin: '80.00' });
    const records = await readBetRecords(db, 'a2', PERIOD, {}, { pageNo: 1, pageSize: 10 });
    expect(records.list.map((row) => [row.source, row.gameType, row.gameName, row.stake, row.win, row.status])).toEqual([
      ['lottery', 'LOTTERY', 'TP. Hồ Chí Minh', '10.00', '0.00', 'open'],
      ['lottery', 'LOTTERY', 'TP. Hồ Chí Minh', '4.00', '0.00', 'open'],
    ]);
    expect((await readBetRecords(db, 'a2', PERIOD, { gameType: 'RNG' }, { pageNo: 1, pageSize: 10 })).list).toEqual([]);
    const lines = await readAccountRecords(db, 'a2', { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' }, { type: 'bet' }, { pageNo: 1, pageSize: 10 });
    expect(lines.list.map((line) => [line.amount, line.reference])).toEqual([
      ['-10.00', `L${de.bet.betId}`],
      ['-4.00', `L${placed.betId}`],
    ]);
  });

  it('takes one stake for 20 parallel requests with one key', async () => {
    await fund('a3', '20.00');
    const token = await launch('a3');
    const responses = await Promise.all(Array.from({ length: 20 }, () => bet(token, hcm(['12'], '5.00'), 'one-key-for-all-20')));
    const succeeded = responses.filter((response) => response.statusCode === 200).map((response) => envelope<PlaceLotteryBetResult>(response).value.bet.betId);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(new Set(succeeded).size).toBe(1);
    // The others were in flight (409) at worst.
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    expect(await balance('a3')).toBe('15.00');
    const { rows } = await db.query(`SELECT 1 FROM lottery_bet WHERE member_id = 'a3'`);
    expect(rows).toHaveLength(1);
    // The same key with another bet: 422.
    expect((await bet(token, hcm(['13'], '5.00'), 'one-key-for-all-20')).statusCode).toBe(422);
  });

  it('20 parallel bets with different keys: separate bets while the balance lasts, never below zero', async () => {
    await fund('a4', '25.00');
    const token = await launch('a4');
    const responses = await Promise.all(Array.from({ length: 20 }, () => bet(token, hcm(['34'], '5.00'))));
    const bodies = responses.map((response) => envelope<PlaceLotteryBetResult | { code: string }>(response));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(bodies.filter((body) => body.success)).toHaveLength(5);
    expect(bodies.filter((body) => !body.success).map((body) => body.value)).toEqual(Array(15).fill({ code: 'insufficientBalance' }));
    expect(await balance('a4')).toBe('0.00');
    const { rows } = await db.query(`SELECT 1 FROM lottery_bet WHERE member_id = 'a4'`);
    expect(rows).toHaveLength(5);
  });

  it('refuses a bet once the draw is locked, and a bet on another draw, in the player language', async () => {
    await fund('a5', '20.00');
    const token = await launch('a5', 'FAST_1M');
    const fastBet = { gameCode: 'FAST_1M', numero: '202601310901', playType: 'BIG_SMALL', picks: ['BIG'], stakePerNumber: '1.00' };
    expect(envelope(await bet(token, fastBet)).success).toBe(true);
    expect(envelope(await bet(token, { ...fastBet, numero: '202601310902' }))).toMatchObject({ success: false, value: { code: 'drawLocked' } });
    clock.set('2026-01-31T08:00:30.000Z');
    try {
      const refused = await bet(token, fastBet, newKey(), { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ success: false, message: 'Betting on this draw is closed: bet on the next one', value: { code: 'drawLocked' } });
      expect(await balance('a5')).toBe('19.00');
    } finally {
      clock.set(T0);
    }
  });

  it.each([
    ['a pick of the wrong shape', hcm(['7'])],
    ['a repeated pick', hcm(['07', '07'])],
    ['no picks', hcm([])],
    ['101 picks', hcm(Array.from({ length: 101 }, (_, n) => String(n % 100).padStart(2, '0')))],
    ['a xien pair of one number', hcm(['12-12'], '1.00', 'XIEN_2')],
    ['a fast play type on a regional lottery', hcm(['BIG'], '1.00', 'BIG_SMALL')],
    ['an unknown play type', hcm(['12'], '1.00', 'LO_4')],
    ['a stake below the minimum', hcm(['12'], '0.99')],
    ['a stake above the maximum', hcm(['12'], '1000.01')],
    ['a stake with three decimals', hcm(['12'], '1.001')],
    ['a number stake', { ...hcm(['12']), stakePerNumber: 2 }],
    ['a number pick', { ...hcm(['12']), picks: [12] }],
    ['picks as a string', { ...hcm(['12']), picks: '12' }],
    ['a NUL byte in a pick', hcm(['1\u0000'])],
    ['a NUL byte in the game code', { ...hcm(['12']), gameCode: 'VN_HCM\u0000' }],
    ['an over-long game code', { ...hcm(['12']), gameCode: 'X'.repeat(41) }],
    ['an over-long pick', hcm(['123456'])],
    ['an over-long numero', { ...hcm(['12']), numero: '1'.repeat(17) }],
    ['an unknown field', { ...hcm(['12']), memberId: 'a1' }],
  ])('refuses %s with a 400 envelope', async (_name, body) => {
    await fund('a6', '10.00');
    const token = await launch('a6');
    const before = await balance('a6');
    const response = await bet(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, value: null });
    expect(await balance('a6')).toBe(before);
  });

  it('needs an Idempotency-Key: 400 without one or with a malformed one', async () => {
    const token = await launch('a6');
    expect((await bet(token, hcm(['12']), null)).statusCode).toBe(400);
    expect((await bet(token, hcm(['12']), 'bad key!')).statusCode).toBe(400);
  });

  it('a lobby token is its member alone: unknown 404, after logout 410, with another member logged in 403', async () => {
    // Fake logins are process-wide: a member id per database kind.
    const [b1, b2] = [`b1-${kind}`, `b2-${kind}`];
    await fund(b1, '10.00');
    await fund(b2, '10.00');
    const mine = await launch(b1);
    const theirs = await launch(b2);
    envelope(await bet(mine, hcm(['45'], '1.00')));
    // B's lobby never shows A's bets.
    expect(envelope<LotteryLobbyState>(await state(theirs)).value.openBets).toEqual([]);
    // B logged in cannot use A's token.
    const foreign = await bet(mine, hcm(['46'], '1.00'), newKey(), loginAs(b2));
    expect(foreign.statusCode).toBe(403);
    expect((await state(mine, 'VN_HCM', loginAs(b2))).statusCode).toBe(403);
    expect(await balance(b1)).toBe('9.00');
    expect(await balance(b2)).toBe('10.00');

    expect((await state('A'.repeat(32))).statusCode).toBe(404);
    expect((await state('short')).statusCode).toBe(404);
    fakeLogout(b1);
    const ended = await bet(mine, hcm(['47'], '1.00'));
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toMatchObject({ success: false, message: 'La sesión del lobby terminó: vuelva a abrir la lotería' });
    expect((await state(mine)).statusCode).toBe(410);
    expect(await balance(b1)).toBe('9.00');
    // B's session lives on; the page of A's ended session is the read-only lobby.
    expect((await state(theirs)).statusCode).toBe(200);
    const page = await call({ method: 'GET', url: `/lotto/lobby/${mine}?prizeMode=SEA&view=lobby&lang=es` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(mine);
  });

  it('expires a lobby session after its hours', async () => {
    const token = await launch('b3');
    clock.advance(4 * 3600_000);
    try {
      expect((await state(token)).statusCode).toBe(410);
    } finally {
      clock.set(T0);
    }
  });

  it('the launch needs a login and a real account', async () => {
    const query = 'lottoArea=VN&launchMode=LOTT&prizeMode=SEA&view=betting&device=WEB&language=es&gameCode=VN_HCM&backUrl=http%3A%2F%2Fx%2F';
    expect((await call({ method: 'GET', url: `/lgw/games/launch?${query}` })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: `/lgw/games/launch?${query}`, headers: loginAs('t1', 4) })).statusCode).toBe(403);
    const { rows } = await db.query(`SELECT 1 FROM lottery_lobby_session WHERE member_id = 't1'`);
    expect(rows).toEqual([]);
  });

  it('settles with the draw: the win is credited and shows in the lobby, the betting record, the P&L and the account record', async () => {
    await fund('c1', '30.00');
    const token = await launch('c1', 'FAST_1M');
    const fastBet = (picks: string[], playType = 'BIG_SMALL') => ({ gameCode: 'FAST_1M', numero: '202601310901', playType, picks, stakePerNumber: '10.00' });
    const small = envelope<PlaceLotteryBetResult>(await bet(token, fastBet(['SMALL']))).value.bet;
    const even = envelope<PlaceLotteryBetResult>(await bet(token, fastBet(['EVEN'], 'ODD_EVEN'))).value.bet;
    expect(await balance('c1')).toBe('10.00');
    // fixedDigits draws 012: sum 3, small and odd.
    clock.set('2026-01-31T08:01:00.000Z');
    try {
      expect(await runDrawTick(db, clock.now(), fixedDigits)).toMatchObject({ settled: 1 });
      expect(await balance('c1')).toBe('29.50');
      const value = envelope<LotteryLobbyState>(await state(token, 'FAST_1M')).value;
      expect(value.lastResult).toMatchObject({ numero: '202601310901', winningNumber: '012', prizeNumbers: ['012'] });
      expect(value.openBets).toEqual([]);
      expect(value.settledBets.map((row) => [row.betId, row.status, row.payout, row.settledAt])).toEqual([
        [even.betId, 'lost', '0.00', '2026-01-31T08:01:00.000Z'],
        [small.betId, 'won', '19.50', '2026-01-31T08:01:00.000Z'],
      ]);
      expect(value.draw).toMatchObject({ numero: '202601310902', status: 'open' });
    } finally {
      clock.set(T0);
    }
    const records = await readBetRecords(db, 'c1', PERIOD, { gameType: 'LOTTERY' }, { pageNo: 1, pageSize: 10 });
    expect(records.totals).toEqual({ count: 2, stake: '20.00', win: '19.50', profit: '-0.50' });
    expect(records.list.map((row) => [row.id, row.gameName, row.status, row.win])).toEqual([
      [`L${even.betId}`, 'Lotería rápida 1 min', 'settled', '0.00'],
      [`L${small.betId}`, 'Lotería rápida 1 min', 'settled', '19.50'],
    ]);
    const profit = await readPersonalProfit(db, 'c1', PERIOD);
    expect(profit.byGameType).toEqual([{ gameType: 'LOTTERY', betCount: 2, stake: '20.00', win: '19.50', profit: '-0.50' }]);
    const wins = await readAccountRecords(db, 'c1', { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' }, { type: 'win' }, { pageNo: 1, pageSize: 10 });
    expect(wins.list.map((line) => [line.type, line.wallet, line.amount, line.reference])).toEqual([['win', 'MAIN', '19.50', `L${small.betId}`]]);
  });
});
