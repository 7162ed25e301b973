/**
 * The points mall on the app as buildApp wires it (issue 22): points earned from real rounds (the game
 * page) and a settled lottery bet, once; the rewards a visitor sees, filters and stock; redeem with the
 * payment password under its lock, a receiving address and a mobile number; the race on the last unit;
 * points never below zero under parallel redeems and conversions; the operator's approve and reject
 * (points and stock back, once, whatever runs at once); conversion to money once per key; bad input
 * answered 4xx; and the ledger (money and points books) whole after it all.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  ConvertPointsResult,
  Page,
  PointBalance,
  PointConfig,
  PointRecord,
  PointReward,
  RedeemRecord,
  RedeemResult,
} from '@suite/shared/contract';
import { checkLedger } from '../../ledger/ledger-check';
import { housePoints, memberPoints, postPointsJournal, readAccountBalance, memberAccount } from '../../ledger/ledger';
import { bearer, launchFirstSlot, loginToken, memberIdOf, recordCalls, startAccountsApp } from '../../testing/accounts-kit';
import { fundWallet } from '../../testing/games-test-app';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { settleDrawnBets } from '../lottery/bet-settlement';
import type { AdminRedeem } from './point-redeems';
import type { AdminReward } from './point-rewards';

const BALANCE = '/wps/relay/MCS2_getPointBalance';
const REWARDS = '/wps/relay/MCS2_getPointReward';
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const HISTORY = '/wps/relay/MCS2_getRedeemPointList';
const CONFIG = '/wps/relay/MCS2_getPointConfig';
const DETAILS = '/wps/relay/ODSFE2_MemTransDet';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const PAY_PASSWORD = 'Pay2026pass';
const ADDRESS = 'Calle 10 # 20-30, Bogotá';
const MOBILE = '+57 300 123 4567';

jest.setTimeout(120_000);

describe.each(TEST_DATABASE_KINDS)('the points mall on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let token: string;
  let memberId: string;
  let page: string;
  let keys = 0;
  const newKey = () => `points-${kind}-${(keys += 1)}`;
  const { statuses, call, admin } = recordCalls(() => app);

  const get = <T>(url: string, as: string | null = token, language = 'es') =>
    call({ method: 'GET', url, headers: { ...(as ? bearer(as) : {}), 'accept-language': language } }).then((response) => {
      expect(response.statusCode).toBe(200);
      return envelope<T>(response).value;
    });
  const post = (url: string, payload: unknown, { as = token, key = newKey(), language = 'es' }: { as?: string | null; key?: string | null; language?: string } = {}) =>
    call({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      headers: { ...(as ? bearer(as) : {}), ...(key ? { 'idempotency-key': key } : {}), 'accept-language': language },
    });
  const spin = (amount = '1.00', key = newKey()) =>
    call({ method: 'POST', url: `${page}/spin`, payload: { idempotencyKey: key, amount } }).then((response) => {
      expect(response.statusCode).toBe(200);
      return response;
    });
  const points = async (as = token) => (await get<PointBalance>(BALANCE, as)).points;
  const redeem = (rewardId: string, extra: Record<string, unknown> = {}, options: Parameters<typeof post>[2] = {}) =>
    post(REDEEM, { rewardId, quantity: 1, withdrawPassword: PAY_PASSWORD, address: ADDRESS, mobileNum: MOBILE, ...extra }, options);
  const code = (response: LightMyRequestResponse) => (envelope<{ code?: string } | null>(response).value as { code?: string } | null)?.code;
  const reward = async (rewardId: string): Promise<PointReward> => (await get<PointReward[]>(REWARDS, null)).find((item) => item.rewardId === rewardId)!;
  const newReward = async (fields: Record<string, unknown>): Promise<AdminReward> => {
    const response = await admin('POST', '/admin/points/rewards', { nameEs: 'Premio', nameEn: 'Prize', category: 'merch', pointsRequired: 1, quantity: 1, ...fields });
    expect(response.statusCode).toBe(200);
    return envelope<AdminReward>(response).value;
  };
  /** Points given by the operator's adjustment account (a test shortcut beside the real earning). */
  const grant = (member: string, amount: number) =>
    test.db.transaction((tx) =>
      postPointsJournal(tx, {
        kind: 'adjustment',
        reference: `A${newKey()}`,
        memberId: member,
        legs: [
          { account: housePoints('POINTS_ADJUSTMENT'), points: -amount, entryType: 'adjustment' },
          { account: memberPoints(member), points: amount, entryType: 'adjustment' },
        ],
      }),
    );

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    memberId = await memberIdOf(test);
    await fundWallet(test, memberId, '1000.00');
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    const set = await post('/wps/member/paymentPassword', { newPassword: PAY_PASSWORD, confirmPassword: PAY_PASSWORD }, { key: null });
    expect(envelope(set)).toMatchObject({ success: true });
    ({ page } = await launchFirstSlot(call, token));
  }, 240_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const report = await checkLedger(test.db);
    expect(report).toMatchObject({ ok: true });
    expect(report.points.journals).toBeGreaterThan(0);
    await close?.();
  }, 120_000);

  it('answers the operator settings: 1 point per 1.00 of valid bet, 0.01 a point, at least 100 to convert', async () => {
    expect(await get<PointConfig>(CONFIG)).toEqual({ ratio: '0.01', minConvertPoints: 100, betPerPoint: '1.00' });
    expect((await call({ method: 'GET', url: CONFIG })).statusCode).toBe(401);
  });

  it('earns points from real rounds, once per round, carrying the cents short of a point', async () => {
    const before = await get<PointBalance>(BALANCE);
    const key = newKey();
    await spin('1.00', key);
    await spin('1.00', key); // the same round again: answered from its key, counted once
    await spin('2.00');
    await spin('0.50');
    expect(await points()).toBe(before.points + 3);
    await spin('0.50');
    const after = await get<PointBalance>(BALANCE);
    expect(after.points).toBe(before.points + 4);
    expect(Number(after.validBet)).toBeCloseTo(Number(before.validBet) + 4, 2);
    const sources = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM point_earning_source WHERE member_id = $1 AND kind = 'round'`, [memberId]);
    expect(sources.rows[0]!.n).toBe(4);
    const details = await get<Page<PointRecord>>(`${DETAILS}?pageSize=10&type=earnRound`, token, 'en');
    expect(details.list[0]).toMatchObject({ type: 'earnRound', status: 'done', points: 1, changedPoints: 1, pointsBalance: after.points, ratio: '1.00', amount: '0.50' });
    expect(details.list[0]!.remark).toMatch(/^Round \d+$/);
  });

  it('earns points from a settled lottery bet, once however often settlement runs', async () => {
    const before = await points();
    const draw = (await test.db.query<{ draw_id: string; game_id: string }>(`SELECT draw_id::text AS draw_id, game_id FROM lottery_draw WHERE status = 'settled' ORDER BY draw_id LIMIT 1`))
      .rows[0]!;
    await test.db.query(
      `INSERT INTO lottery_bet (member_id, draw_id, game_id, play_type, picks, stake_per_number, total_stake, odds, potential_win, idempotency_key)
       VALUES ($1, $2, $3, 'DE', '{12}', 5.00, 5.00, 70, 350, $4)`,
      [memberId, draw.draw_id, draw.game_id, newKey()],
    );
    expect(await settleDrawnBets(test.db, Date.now())).toBe(1);
    expect(await settleDrawnBets(test.db, Date.now())).toBe(0);
    expect(await points()).toBe(before + 5);
    const details = await get<Page<PointRecord>>(`${DETAILS}?type=earnLottery`);
    expect(details.list).toHaveLength(1);
    expect(details.list[0]).toMatchObject({ changedPoints: 5, amount: '5.00' });
  });

  it('shows the rewards to a visitor, with the §3 fields, filters and stock, in the request language', async () => {
    const all = await get<PointReward[]>(REWARDS, null, 'en');
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all[0]).toEqual({
      rewardId: expect.stringMatching(/^\d+$/),
      name: 'Wireless earbuds',
      imageUrl: expect.stringMatching(/^\/wps\/static\/point-rewards\/\d+\.svg\?lang=en$/),
      quantity: 20,
      pointsRequired: 1500,
      amountRequired: '500.00',
      availableQuantity: 20,
      category: 'gadget',
    });
    expect(all.some((item) => item.availableQuantity === 0)).toBe(true);
    const vouchers = await get<PointReward[]>(`${REWARDS}?category=voucher`, null);
    expect(vouchers.length).toBeGreaterThan(0);
    expect(vouchers.every((item) => item.category === 'voucher')).toBe(true);
    expect((await get<PointReward[]>(`${REWARDS}?inStock=true`, null)).every((item) => item.availableQuantity > 0)).toBe(true);
    expect((await get<PointReward[]>(`${REWARDS}?maxPoints=300`, null)).every((item) => item.pointsRequired <= 300)).toBe(true);
    const image = await call({ method: 'GET', url: all[0]!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('Wireless earbuds');
  });

  it('redeems with the payment password, an address and a mobile number: stock and points taken at once, in process', async () => {
    await grant(memberId, 1000);
    const target = await newReward({ nameEs: 'Llavero', nameEn: 'Key ring', pointsRequired: 40, quantity: 5 });
    const before = await points();
    const response = await redeem(target.rewardId, { quantity: 2 }, { language: 'en' });
    expect(envelope(response)).toMatchObject({ success: true });
    const result = envelope<RedeemResult>(response).value;
    expect(result.points).toBe(before - 80);
    expect(result.redeem).toMatchObject({ name: 'Key ring', quantity: 2, points: 80, status: 'inProcess', address: ADDRESS, mobileNum: '••••••••4567' });
    expect((await reward(target.rewardId)).availableQuantity).toBe(3);
    const history = await get<Page<RedeemRecord>>(`${HISTORY}?pageSize=5`);
    expect(history.list[0]).toMatchObject({ id: result.redeem.id, name: 'Llavero', status: 'inProcess' });
    const details = await get<Page<PointRecord>>(`${DETAILS}?type=redeem`);
    expect(details.list[0]).toMatchObject({ type: 'redeem', status: 'inProcess', changedPoints: -80, remark: '2 × Llavero' });
  });

  it('refuses a wrong payment password (counted toward the lock) and moves nothing', async () => {
    const target = await newReward({ pointsRequired: 5, quantity: 3 });
    const before = await points();
    const response = await redeem(target.rewardId, { withdrawPassword: 'Wrong2026' }, { language: 'en' });
    expect(envelope(response)).toMatchObject({ success: false, message: 'The payment password is not correct' });
    expect(code(response)).toBe('paymentPasswordWrong');
    const guard = await test.db.query<{ failures: unknown[] }>(`SELECT failures FROM password_guard WHERE member_id = $1 AND kind = 'payment'`, [memberId]);
    expect(guard.rows[0]!.failures).toHaveLength(1);
    expect(await points()).toBe(before);
    expect((await reward(target.rewardId)).availableQuantity).toBe(3);
    // A right one empties the count.
    expect(envelope(await redeem(target.rewardId))).toMatchObject({ success: true });
  });

  it('two redeems of the last unit at the same moment: one succeeds, the other is told it is sold out', async () => {
    const last = await newReward({ nameEs: 'Último', nameEn: 'Last one', pointsRequired: 10, quantity: 1 });
    const before = await points();
    const results = await Promise.all([redeem(last.rewardId, {}, { language: 'en' }), redeem(last.rewardId, {}, { language: 'en' })]);
    const bodies = results.map((response) => envelope<unknown>(response));
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    const loser = results.find((response) => !envelope(response).success)!;
    expect(code(loser)).toBe('soldOut');
    expect(envelope(loser).message).toBe('Sold out: someone redeemed the last unit of this reward');
    expect(await points()).toBe(before - 10);
    expect((await reward(last.rewardId)).availableQuantity).toBe(0);
  });

  it('never takes points below zero under parallel redeems and conversions', async () => {
    await admin('PUT', '/admin/points/config', { minConvertPoints: 1 });
    const balance = await points();
    const cost = Math.floor(balance / 2) + 1;
    const big = await newReward({ pointsRequired: cost, quantity: 10 });
    const moneyBefore = await readAccountBalance(test.db, memberAccount(memberId, 'MAIN'));
    const results = await Promise.all([
      redeem(big.rewardId),
      post(CONVERT, { points: cost, withdrawPassword: PAY_PASSWORD }),
      redeem(big.rewardId),
      post(CONVERT, { points: cost, withdrawPassword: PAY_PASSWORD }),
    ]);
    const succeeded = results.filter((response) => envelope(response).success);
    expect(succeeded).toHaveLength(1);
    expect(results.filter((response) => code(response) === 'insufficientPoints')).toHaveLength(3);
    expect(await points()).toBe(balance - cost);
    const moneyAfter = await readAccountBalance(test.db, memberAccount(memberId, 'MAIN'));
    const converted = !('redeem' in (envelope<object>(succeeded[0]!).value ?? {}));
    expect(Number(moneyAfter) - Number(moneyBefore)).toBeCloseTo(converted ? cost * 0.01 : 0, 2);
    await admin('PUT', '/admin/points/config', { minConvertPoints: 100 });
  });

  it('the operator approves a redeem once; the history and the inbox say so', async () => {
    await grant(memberId, 100);
    const target = await newReward({ nameEs: 'Gorra', nameEn: 'Cap', pointsRequired: 20, quantity: 2 });
    const redeemed = envelope<RedeemResult>(await redeem(target.rewardId)).value.redeem;
    const pending = envelope<AdminRedeem[]>(await admin('GET', '/admin/points/redeems')).value;
    expect(pending.find((item) => item.redeemId === redeemed.id)).toMatchObject({ account: 'demo_player', mobile: MOBILE, address: ADDRESS, status: 'inProcess' });
    const approved = await admin('POST', `/admin/points/redeems/${redeemed.id}/approve`);
    expect(envelope<AdminRedeem>(approved).value).toMatchObject({ status: 'approved', decidedBy: 'dev' });
    const again = await admin('POST', `/admin/points/redeems/${redeemed.id}/approve`);
    expect(code(again)).toBe('alreadyDecided');
    const history = await get<Page<RedeemRecord>>(`${HISTORY}?status=approved`);
    expect(history.list[0]).toMatchObject({ id: redeemed.id, status: 'approved' });
    const message = await test.db.query<{ title: string }>(`SELECT title FROM member_message WHERE member_id = $1 ORDER BY id DESC LIMIT 1`, [memberId]);
    expect(message.rows[0]!.title).toBe('Canje aprobado');
    expect(await readPointsOf('POINTS_REDEEMED')).toBeGreaterThanOrEqual(20);
  });

  const readPointsOf = async (house: 'POINTS_REDEEMED' | 'POINTS_HOLD') =>
    Number((await test.db.query<{ balance: string }>(`SELECT balance::text AS balance FROM points_account WHERE owner = 'house' AND wallet = $1`, [house])).rows[0]!.balance);

  it('a rejection returns the points and the stock once, whatever runs at once', async () => {
    await grant(memberId, 100);
    const target = await newReward({ pointsRequired: 30, quantity: 2 });
    const redeemed = envelope<RedeemResult>(await redeem(target.rewardId)).value.redeem;
    const before = await points();
    const results = await Promise.all(Array.from({ length: 3 }, () => admin('POST', `/admin/points/redeems/${redeemed.id}/reject`, { reason: 'Sin envío a esa ciudad' })));
    expect(results.filter((response) => envelope(response).success)).toHaveLength(1);
    expect(results.filter((response) => code(response) === 'alreadyDecided')).toHaveLength(2);
    expect(await points()).toBe(before + 30);
    expect((await reward(target.rewardId)).availableQuantity).toBe(2);
    expect(code(await admin('POST', `/admin/points/redeems/${redeemed.id}/approve`))).toBe('alreadyDecided');
    const history = await get<Page<RedeemRecord>>(`${HISTORY}?status=rejected`);
    expect(history.list[0]).toMatchObject({ id: redeemed.id, status: 'rejected', remark: 'Sin envío a esa ciudad' });
    const details = await get<Page<PointRecord>>(`${DETAILS}?pageSize=2`);
    expect(details.list[0]).toMatchObject({ type: 'redeemReturned', changedPoints: 30, remark: 'Canje rechazado: Sin envío a esa ciudad' });
    // The redeem's own line stays, with the redeem's status.
    expect(details.list[1]).toMatchObject({ type: 'redeem', status: 'rejected', changedPoints: -30 });
    const returned = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM points_journal WHERE kind = 'redeem_returned' AND reference = $1`, [`P${redeemed.id}`]);
    expect(returned.rows[0]!.n).toBe(1);
  });

  it('converts points to money through the money ledger once per key, at the ratio, above the minimum', async () => {
    await grant(memberId, 500);
    const before = await points();
    const moneyBefore = await readAccountBalance(test.db, memberAccount(memberId, 'MAIN'));
    const key = newKey();
    const first = await post(CONVERT, { points: 250, withdrawPassword: PAY_PASSWORD }, { key });
    expect(envelope<ConvertPointsResult>(first).value).toMatchObject({ amount: '2.50', points: before - 250 });
    const again = await post(CONVERT, { points: 250, withdrawPassword: PAY_PASSWORD }, { key });
    expect(envelope<ConvertPointsResult>(again).value).toEqual(envelope<ConvertPointsResult>(first).value);
    expect((await post(CONVERT, { points: 300, withdrawPassword: PAY_PASSWORD }, { key })).statusCode).toBe(422);
    expect(await points()).toBe(before - 250);
    expect(Number(await readAccountBalance(test.db, memberAccount(memberId, 'MAIN'))) - Number(moneyBefore)).toBeCloseTo(2.5, 2);
    const below = await post(CONVERT, { points: 99, withdrawPassword: PAY_PASSWORD }, { language: 'en' });
    expect(envelope(below)).toMatchObject({ success: false, message: 'Convert at least 100 points' });
    const records = await test.db.query<{ entry_type: string; amount: string }>(
      `SELECT p.entry_type, p.amount::text AS amount FROM ledger_posting p JOIN ledger_journal j ON j.id = p.journal_id JOIN ledger_account a ON a.id = p.account_id
        WHERE j.kind = 'points_convert' AND a.owner = 'member' AND a.member_id = $1`,
      [memberId],
    );
    expect(records.rows.filter((row) => row.amount === '2.50')).toEqual([{ entry_type: 'pointsConvert', amount: '2.50' }]);
  });

  it('locks the payment password after 5 wrong ones, for redeem and convert alike', async () => {
    const agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass');
    const agentId = (await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_agent'`)).rows[0]!.id;
    expect(envelope(await post('/wps/member/paymentPassword', { newPassword: PAY_PASSWORD, confirmPassword: PAY_PASSWORD }, { as: agentToken, key: null }))).toMatchObject({ success: true });
    await grant(agentId, 500);
    const target = await newReward({ pointsRequired: 5, quantity: 10 });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(code(await redeem(target.rewardId, { withdrawPassword: 'Wrong2026' }, { as: agentToken }))).toBe('paymentPasswordWrong');
    }
    expect(code(await post(CONVERT, { points: 100, withdrawPassword: 'Wrong2026' }, { as: agentToken }))).toBe('paymentPasswordLocked');
    expect(code(await redeem(target.rewardId, {}, { as: agentToken }))).toBe('paymentPasswordLocked');
    expect(await points(agentToken)).toBe(500);
  });

  it('answers bad input 4xx, never 5xx, and a visitor 401 on the member calls', async () => {
    const target = await newReward({ pointsRequired: 5, quantity: 3 });
    for (const url of [BALANCE, HISTORY, DETAILS, CONFIG]) expect((await call({ method: 'GET', url })).statusCode).toBe(401);
    expect((await redeem(target.rewardId, {}, { as: null })).statusCode).toBe(401);
    expect((await redeem(target.rewardId, {}, { key: null })).statusCode).toBe(400);
    for (const extra of [
      { address: '' },
      { address: '   ' },
      { address: 'ab' },
      { address: 'x'.repeat(201) },
      { address: 'Calle\u0000 1' },
      { mobileNum: '' },
      { mobileNum: '12ab5678' },
      { mobileNum: '123' },
      { quantity: 0 },
      { quantity: 11 },
      { quantity: 1.5 },
      { rewardId: 'x' },
      { rewardId: 5 },
      { withdrawPassword: '' },
      { other: 1 },
    ]) {
      const response = await redeem(target.rewardId, extra);
      expect([response.statusCode, JSON.stringify(extra)]).toEqual([400, JSON.stringify(extra)]);
    }
    expect(code(await redeem('999999'))).toBe('rewardNotFound');
    for (const query of ['category=food', 'inStock=maybe', 'maxPoints=-1', 'maxPoints=1e99', 'other=1']) {
      expect((await call({ method: 'GET', url: `${REWARDS}?${query}` })).statusCode).toBe(400);
    }
    for (const query of ['pageSize=0', 'pageSize=51', 'type=nope', 'startTime=yesterday', 'status=x']) {
      expect((await call({ method: 'GET', url: `${DETAILS}?${query}`, headers: bearer(token) })).statusCode).toBe(400);
    }
    expect((await call({ method: 'GET', url: `${HISTORY}?status=done`, headers: bearer(token) })).statusCode).toBe(400);
    for (const body of [{ points: 0 }, { points: -5 }, { points: 1.5 }, { points: '100' }, { points: 1e20 }]) {
      expect((await post(CONVERT, { withdrawPassword: PAY_PASSWORD, ...body })).statusCode).toBe(400);
    }
    expect((await admin('POST', '/admin/points/redeems/1/reject', {})).statusCode).toBe(400);
    expect((await admin('POST', '/admin/points/redeems/999999/approve')).statusCode).toBe(404);
    expect(code(await admin('POST', `/admin/points/rewards/${target.rewardId}`, { addStock: -10 }))).toBe('stockBelowZero');
    expect((await call({ method: 'POST', url: '/admin/points/redeems/1/approve' })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/wps/static/point-rewards/x.svg' })).statusCode).toBe(404);
  });
});
