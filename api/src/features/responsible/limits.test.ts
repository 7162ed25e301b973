/**
 * Safer gambling's limits on the whole app (real database, PGlite and PostgreSQL): the state and its
 * answers against the contract; the change rules (a new limit and a decrease at once, an increase or a
 * removal pending 24 h then confirmed, cancel, a decrease dropping a pending change); the operator's
 * stricter limit (a looser one refused, the player may lower it, never raise it above or remove it);
 * enforcement inside the move's transaction: 20 parallel deposit orders never pass a deposit limit
 * together, parallel spins never pass a wager or loss limit, a transfer into a game wallet counts;
 * window edges (exactly at the limit passes, a cent over is refused, the window rolling frees it, at
 * the announced freesAt); every refusal recorded; the reality check and the activity statement
 * against hand-computed figures; scripts/responsible.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  ActivityStatement,
  DepositOrder,
  Game,
  GameListResult,
  LaunchResult,
  LimitChangeResult,
  LimitRefusal,
  RealityCheck,
  ResponsibleGamblingState,
} from '@suite/shared/contract';
import { DEV_GATEWAY_SECRET } from '../../config';
import { houseAccount, type HouseAccount, type Leg, memberAccount, postJournal } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/ledger-check';
import { fromCents, toSignedCents } from '../../money/cents';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { runScript } from '../../testing/run-script';
import { envelope, TEST_ADMIN_HEADERS, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { signGatewayBody } from '../cashier/cashier-routes';
import type { RoundResult } from '../launch/play-repository';
import { nextCheckAt } from './reality-check';
import { betTimes, type ClockFile, contractAnswerCheck, newMember, orderTimes, PASSWORD, useClockFile } from './testing/responsible-kit';

jest.setTimeout(240_000);

// Compiling the contract's types takes a while: once, while the file is collected.
const valid = contractAnswerCheck();

const DAY = 86_400_000;
const PATHS = {
  state: '/wps/member/responsible',
  limits: '/wps/member/responsible/limits',
  confirm: '/wps/member/responsible/limits/confirm',
  cancel: '/wps/member/responsible/limits/cancel',
  realityCheck: '/wps/member/responsible/realityCheck',
  statement: '/wps/member/responsible/statement',
  deposit: '/wps/cashier/deposit',
  transfer: '/wps/relay/GCS_walletTransfer',
} as const;

process.env.SUITE_REALITY_CHECK_TEST_MINUTE = '1';

describe.each(TEST_DATABASE_KINDS)('safer gambling limits on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: ClockFile;
  let slot: Game;
  const statuses: number[] = [];
  let keys = 0;
  let address = 0;
  const newKey = () => `resp-${kind}-${(keys += 1)}-${Date.now()}`;

  beforeAll(async () => {
    clock = useClockFile();
    ({ app, test, close } = await startAccountsApp(kind));
    const list = envelope<GameListResult>(await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=50' })).value;
    slot = list.games.find((game) => game.isGame && Number(game.minBet) <= 1) as Game;
    expect(slot).toBeDefined();
  });
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    clock.dispose();
    await close();
  });

  const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  };
  const as = (token: string, language = 'en') => ({ ...bearer(token), 'accept-language': language });
  const get = (token: string, url: string) => call({ method: 'GET', url, headers: as(token) });
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: unknown, extra: Record<string, string> = {}) =>
    call({ method, url, payload: payload as InjectOptions['payload'], headers: { ...as(token), ...extra } });
  const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown) => call({ method, url, payload: payload as InjectOptions['payload'], headers: TEST_ADMIN_HEADERS });
  const member = async (prefix: string, balance = '0.00') => {
    const created = await newMember(test.db, prefix, balance);
    return { ...created, token: await loginToken(app, created.account, PASSWORD, { remoteAddress: `10.24.${kind === 'pglite' ? 1 : 2}.${(address += 1)}` }) };
  };
  const setLimit = (token: string, limitKind: string, window: string, amount: string | null) => send(token, 'PUT', PATHS.limits, { kind: limitKind, window, amount });
  const deposit = (token: string, amount: string, key = newKey()) => send(token, 'POST', PATHS.deposit, { channelId: 'gcash', amount }, { 'idempotency-key': key });
  const refusalOf = (response: LightMyRequestResponse) => {
    const body = envelope<LimitRefusal>(response);
    expect({ status: response.statusCode, success: body.success }).toEqual({ status: 403, success: false });
    return { ...body.value, message: body.message };
  };
  const launch = async (token: string): Promise<string> => {
    const url = `/wps/game/launchGame?vassalage=${slot.vassalage}&gameCode=${encodeURIComponent(slot.gameCode)}&gameType=${slot.gameType}&language=en`;
    const { value } = envelope<LaunchResult>(await get(token, url));
    return value.content.split('?')[0] as string;
  };
  const spin = (page: string, amount: string) =>
    call({ method: 'POST', url: `${page}/spin`, payload: { amount, idempotencyKey: newKey() }, headers: { 'accept-language': 'en' } });
  const callback = (orderId: string, amount: string) => {
    const raw = JSON.stringify({ orderId, status: 'paid', amount, gatewayRef: `G-${orderId}` });
    return call({
      method: 'POST',
      url: '/wps/cashier/gateway/callback',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signGatewayBody(DEV_GATEWAY_SECRET, raw), 'idempotency-key': newKey() },
    });
  };
  const refusalsOf = async (account: string) => envelope<{ kind: string; window: string; path: string; attempted: string; used: string; limit: string }[]>(
    await admin('GET', `/admin/responsible/refusals?account=${account}`),
  ).value;

  it('answers the state: nine limits, the reality check choices (1 on a test site), the cooling-off', async () => {
    clock.set(null);
    const { token } = await member('rs_state');
    const state = valid<ResponsibleGamblingState>('responsibleGambling', await get(token, PATHS.state));
    expect(state.limits.map((limit) => `${limit.kind}/${limit.window}`)).toEqual([
      'deposit/day',
      'deposit/week',
      'deposit/month',
      'loss/day',
      'loss/week',
      'loss/month',
      'wager/day',
      'wager/week',
      'wager/month',
    ]);
    expect(state.limits[0]).toEqual({ kind: 'deposit', window: 'day', amount: null, used: '0.00', remaining: null, pending: null, setBy: null });
    expect(state).toMatchObject({ realityCheckMinutes: 0, realityCheckChoices: [0, 1, 15, 30, 60], coolingOffHours: 24 });
    expect((await call({ method: 'GET', url: PATHS.state })).statusCode).toBe(401);
  });

  it('applies a new limit and a decrease at once; an increase and a removal wait 24 h for a confirmation', async () => {
    const t0 = new Date(Date.now() + 1000);
    clock.set(t0);
    const { token } = await member('rs_change');
    let result = valid<LimitChangeResult>('setGamblingLimit', await setLimit(token, 'deposit', 'week', '500.00'));
    expect(result).toMatchObject({ outcome: 'applied', limit: { amount: '500.00', remaining: '500.00', setBy: 'player', pending: null } });
    result = valid<LimitChangeResult>('setGamblingLimit', await setLimit(token, 'deposit', 'week', '300.00'));
    expect(result).toMatchObject({ outcome: 'applied', limit: { amount: '300.00' } });

    // An increase: pending, not confirmable before 24 h (translated), confirmed after.
    result = valid<LimitChangeResult>('setGamblingLimit', await setLimit(token, 'deposit', 'week', '400.00'));
    const confirmableAt = new Date(t0.getTime() + DAY).toISOString();
    expect(result).toEqual({
      outcome: 'pending',
      limit: expect.objectContaining({ amount: '300.00', pending: { amount: '400.00', confirmableAt, confirmable: false } }),
    });
    const early = await send(token, 'POST', PATHS.confirm, { kind: 'deposit', window: 'week' });
    expect(envelope(early)).toMatchObject({ success: false, value: { code: 'coolingOff', confirmableAt } });
    expect(envelope(early).message).toMatch(/^The change can be confirmed from \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\+8\) \(24 hours after you asked for it\)$/);
    const earlyEs = await call({ method: 'POST', url: PATHS.confirm, payload: { kind: 'deposit', window: 'week' }, headers: as(token, 'es') });
    expect(envelope(earlyEs).message).toMatch(/^El cambio se puede confirmar a partir del /);
    // Asked again, the same increase keeps its cooling-off.
    expect(valid<LimitChangeResult>('setGamblingLimit', await setLimit(token, 'deposit', 'week', '400.00')).limit.pending?.confirmableAt).toBe(confirmableAt);
    clock.set(new Date(t0.getTime() + DAY - 1));
    expect(envelope(await send(token, 'POST', PATHS.confirm, { kind: 'deposit', window: 'week' })).value).toMatchObject({ code: 'coolingOff' });
    clock.set(new Date(t0.getTime() + DAY));
    result = valid<LimitChangeResult>('confirmLimitChange', await send(token, 'POST', PATHS.confirm, { kind: 'deposit', window: 'week' }));
    expect(result).toMatchObject({ outcome: 'applied', limit: { amount: '400.00', pending: null } });

    // A removal: pending; cancelled; asked again; a decrease applies and drops it; removal confirmed after 24 h.
    const t1 = new Date(t0.getTime() + DAY);
    expect(valid<LimitChangeResult>('setGamblingLimit', await setLimit(token, 'deposit', 'week', null))).toMatchObject({
      outcome: 'pending',
      limit: { amount: '400.00', pending: { amount: null, confirmable: false } },
    });
    expect(valid<LimitChangeResult>('cancelLimitChange', await send(token, 'POST', PATHS.cancel, { kind: 'deposit', window: 'week' }))).toMatchObject({
      outcome: 'cancelled',
      limit: { amount: '400.00', pending: null },
    });
    expect(envelope(await send(token, 'POST', PATHS.cancel, { kind: 'deposit', window: 'week' }))).toMatchObject({ success: false, value: { code: 'nothingPending' } });
    await setLimit(token, 'deposit', 'week', null);
    expect(valid<LimitChangeResult>('setGamblingLimit', await setLimit(token, 'deposit', 'week', '250.00'))).toMatchObject({
      outcome: 'applied',
      limit: { amount: '250.00', pending: null },
    });
    await setLimit(token, 'deposit', 'week', null);
    clock.set(new Date(t1.getTime() + DAY - 1));
    expect(envelope(await send(token, 'POST', PATHS.confirm, { kind: 'deposit', window: 'week' })).value).toMatchObject({ code: 'coolingOff' });
    clock.set(new Date(t1.getTime() + DAY));
    expect(valid<LimitChangeResult>('confirmLimitChange', await send(token, 'POST', PATHS.confirm, { kind: 'deposit', window: 'week' }))).toMatchObject({
      outcome: 'applied',
      limit: { amount: null, remaining: null, pending: null, setBy: null },
    });

    // The largest limit; bad input is a 400.
    expect(await setLimit(token, 'loss', 'day', '1000000000.01')).toMatchObject({ statusCode: 400 });
    expect(envelope(await setLimit(token, 'loss', 'day', '1000000000.01')).value).toMatchObject({ code: 'limitTooHigh' });
    expect((await send(token, 'PUT', PATHS.limits, { kind: 'loss', window: 'day', amount: 100 })).statusCode).toBe(400);
    expect((await send(token, 'PUT', PATHS.limits, { kind: 'loss', window: 'year', amount: '1.00' })).statusCode).toBe(400);
    expect((await send(token, 'PUT', PATHS.limits, { kind: 'loss', window: 'day' })).statusCode).toBe(400);
    clock.set(null);
  });

  it('lets the operator set a stricter limit, never a looser one; the player may lower it, never raise it above or remove it', async () => {
    clock.set(null);
    const { account, token } = await member('rs_oper');
    await setLimit(token, 'wager', 'week', '2000.00');
    await setLimit(token, 'wager', 'week', '3000.00');
    const stricter = await admin('PUT', '/admin/responsible/limits', { account, kind: 'wager', window: 'week', amount: '1000.00' });
    expect(envelope(stricter)).toMatchObject({ success: true, value: { before: '2000.00', limit: { amount: '1000.00', setBy: 'operator', pending: null } } });
    const looser = await admin('PUT', '/admin/responsible/limits', { account, kind: 'wager', window: 'week', amount: '1500.00' });
    expect(looser.statusCode).toBe(409);
    expect(envelope(looser).message).toMatch(/looser/);
    expect((await admin('PUT', '/admin/responsible/limits', { account, kind: 'wager', window: 'week', amount: '1000.00' })).statusCode).toBe(200);
    expect((await admin('PUT', '/admin/responsible/limits', { account: 'nobody_here', kind: 'wager', window: 'week', amount: '1.00' })).statusCode).toBe(404);
    expect((await call({ method: 'PUT', url: '/admin/responsible/limits', payload: { account, kind: 'wager', window: 'week', amount: '1.00' } })).statusCode).toBe(401);

    const raise = await setLimit(token, 'wager', 'week', '1000.01');
    expect(envelope(raise)).toMatchObject({ success: false, value: { code: 'operatorLimit', limit: '1000.00' } });
    expect(envelope(raise).message).toBe('The operator set this limit at P 1000.00: you may lower it, but not raise it above that or remove it');
    expect(envelope(await setLimit(token, 'wager', 'week', null))).toMatchObject({ success: false, value: { code: 'operatorLimit' } });
    expect(valid<LimitChangeResult>('setGamblingLimit', await setLimit(token, 'wager', 'week', '800.00'))).toMatchObject({
      outcome: 'applied',
      limit: { amount: '800.00', setBy: 'operator' },
    });
    // Back up to the operator's amount: allowed, after the cooling-off like any increase.
    expect(valid<LimitChangeResult>('setGamblingLimit', await setLimit(token, 'wager', 'week', '1000.00'))).toMatchObject({ outcome: 'pending' });
    const pending = envelope<{ account: string; pendingChange: string; pendingAmount: string; operatorAmount: string }[]>(await admin('GET', '/admin/responsible/pending')).value;
    expect(pending.filter((row) => row.account === account)).toEqual([expect.objectContaining({ pendingChange: 'increase', pendingAmount: '1000.00', operatorAmount: '1000.00' })]);
    const listed = envelope<{ account: string; kind: string; window: string; amount: string; setBy: string }[]>(await admin('GET', `/admin/responsible/limits?account=${account}`)).value;
    expect(listed).toEqual([expect.objectContaining({ account, kind: 'wager', window: 'week', amount: '800.00', setBy: 'player', operatorName: 'dev' })]);
  });

  it('never lets 20 parallel deposit orders pass a deposit limit together, and records each refusal', async () => {
    clock.set(null);
    const { id, account, token } = await member('rs_dep20');
    await setLimit(token, 'deposit', 'day', '1000.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(token, '100.00')));
    const passed = answers.filter((response) => response.statusCode === 200);
    const refused = answers.filter((response) => response.statusCode !== 200);
    expect(passed).toHaveLength(10);
    expect(refused).toHaveLength(10);
    const first = (await orderTimes(test.db, id))[0] as number;
    for (const response of refused) {
      expect(refusalOf(response)).toMatchObject({
        code: 'limitReached',
        kind: 'deposit',
        window: 'day',
        limit: '1000.00',
        used: '1000.00',
        freesAt: new Date(first + DAY).toISOString(),
      });
    }
    expect(envelope(refused[0]!).message).toMatch(/^You have reached your 24-hour deposit limit: P 1000\.00, of which P 1000\.00 is used; this P 100\.00 would go over it\. It frees up on .+ \(UTC\+8\)\.$/);
    const { rows } = await test.db.query<{ n: number; total: string }>(`SELECT count(*)::int AS n, sum(amount)::text AS total FROM deposit_order WHERE member_id = $1`, [id]);
    expect(rows[0]).toEqual({ n: 10, total: '1000.00' });
    const recorded = await refusalsOf(account);
    expect(recorded).toHaveLength(10);
    expect(recorded[0]).toMatchObject({ kind: 'deposit', window: 'day', path: 'deposit', attempted: '100.00', used: '1000.00', limit: '1000.00' });
    const state = valid<ResponsibleGamblingState>('responsibleGambling', await get(token, PATHS.state));
    expect(state.limits[0]).toMatchObject({ amount: '1000.00', used: '1000.00', remaining: '0.00' });
  });

  it('passes exactly at the limit, refuses a cent over, and frees the window the moment it rolls (credited deposits count too)', async () => {
    clock.set(null);
    const { id, account, token } = await member('rs_edge');
    await setLimit(token, 'deposit', 'day', '550.00');
    const big = envelope<DepositOrder>(await deposit(token, '500.00')).value;
    // Credited by the gateway: it still counts (from the credit's time).
    expect(envelope<DepositOrder>(await callback(big.orderId, '500.00')).value.status).toBe('credited');
    const over = refusalOf(await deposit(token, '50.01'));
    expect(over).toMatchObject({ kind: 'deposit', used: '500.00', limit: '550.00' });
    expect((await deposit(token, '50.00')).statusCode).toBe(200);
    const refused = refusalOf(await deposit(token, '100.00'));
    const { rows } = await test.db.query<{ at: string }>(
      `SELECT ceil(extract(epoch FROM j.created_at) * 1000)::bigint::text AS at FROM deposit_order o JOIN ledger_journal j ON j.id = o.journal_id WHERE o.id = $1`,
      [big.orderId],
    );
    const frees = Number(rows[0]!.at) + DAY;
    expect(refused).toMatchObject({ used: '550.00', freesAt: new Date(frees).toISOString() });
    // An amount above the limit itself never frees within the window.
    expect(refusalOf(await deposit(token, '600.00'))).toMatchObject({ freesAt: null });
    clock.set(new Date(frees - 1));
    expect(refusalOf(await deposit(token, '100.00'))).toMatchObject({ kind: 'deposit' });
    clock.set(new Date(frees));
    expect((await deposit(token, '100.00')).statusCode).toBe(200);
    // 50.00 pending (inside the window) + 100.00: 150.00 used.
    const state = valid<ResponsibleGamblingState>('responsibleGambling', await get(token, PATHS.state));
    expect(state.limits[0]).toMatchObject({ used: '150.00', remaining: '400.00' });
    clock.set(null);
    expect((await orderTimes(test.db, id)).length).toBe(3);
    expect((await refusalsOf(account)).map((row) => row.attempted)).toEqual(['100.00', '600.00', '100.00', '50.01']);
  });

  it('never lets parallel spins pass a wager limit, counts stakes whatever they win, and frees it when the window rolls', async () => {
    clock.set(null);
    const { id, account, token } = await member('rs_wager', '1000.00');
    await setLimit(token, 'wager', 'day', '100.00');
    const page = await launch(token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(page, '10.00')));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(10);
    const times = await betTimes(test.db, id);
    expect(times).toHaveLength(10);
    for (const response of refused) {
      expect(refusalOf(response)).toMatchObject({ kind: 'wager', window: 'day', used: '100.00', limit: '100.00', freesAt: new Date(times[0]! + DAY).toISOString() });
    }
    expect((await refusalsOf(account)).every((row) => row.path === 'gameRound' && row.kind === 'wager')).toBe(true);
    // The window rolls past the first round(s): exactly as many 10.00 rounds fit again as rolled off.
    clock.set(new Date(times[0]! + DAY - 1));
    expect(refusalOf(await spin(page, '10.00'))).toMatchObject({ kind: 'wager' });
    clock.set(new Date(times[0]! + DAY));
    const rolled = times.filter((at) => at <= times[0]!).length;
    for (let round = 0; round < rolled; round += 1) expect((await spin(page, '10.00')).statusCode).toBe(200);
    expect(refusalOf(await spin(page, '10.00'))).toMatchObject({ kind: 'wager', used: '100.00' });
    clock.set(null);
  });

  it('never lets parallel spins pass a loss limit: a stake counts as a potential loss, wins make room', async () => {
    clock.set(null);
    const { id, token } = await member('rs_loss', '1000.00');
    await setLimit(token, 'loss', 'day', '50.00');
    const page = await launch(token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(page, '10.00')));
    const passed = answers.filter((response) => response.statusCode === 200).map((response) => envelope<RoundResult>(response).value);
    const refused = answers.filter((response) => response.statusCode !== 200);
    expect(passed.length).toBeGreaterThanOrEqual(5);
    expect(passed.length + refused.length).toBe(20);
    for (const response of refused) {
      const value = refusalOf(response);
      expect(value).toMatchObject({ kind: 'loss', window: 'day', limit: '50.00' });
      expect(toSignedCents(value.used) + 1000n).toBeGreaterThan(5000n);
    }
    const { rows } = await test.db.query<{ loss: string }>(
      `SELECT (-sum(p.amount))::text AS loss FROM ledger_posting p JOIN ledger_account a ON a.id = p.account_id
        WHERE a.member_id = $1 AND p.entry_type IN ('bet', 'win')`,
      [id],
    );
    const loss = toSignedCents(rows[0]!.loss);
    expect(loss).toBeLessThanOrEqual(5000n);
    const won = passed.reduce((sum, round) => sum + toSignedCents(round.win), 0n);
    expect(fromCents(BigInt(passed.length) * 1000n - won)).toBe(fromCents(loss));
    const state = valid<ResponsibleGamblingState>('responsibleGambling', await get(token, PATHS.state));
    expect(state.limits.find((limit) => limit.kind === 'loss' && limit.window === 'day')).toMatchObject({ used: fromCents(loss > 0n ? loss : 0n) });
  });

  it('counts a transfer into a game wallet as a potential stake; back to main is never limited', async () => {
    clock.set(null);
    expect((await admin('PUT', '/admin/cashier/wallet-mode', { isSingle: false })).statusCode).toBe(200);
    try {
      const { account, token } = await member('rs_xfer', '500.00');
      await setLimit(token, 'wager', 'week', '30.00');
      const transfer = (fromWallet: string, toWallet: string, amount: string) =>
        send(token, 'POST', PATHS.transfer, { fromWallet, toWallet, amount }, { 'idempotency-key': newKey() });
      expect((await transfer('MAIN', slot.vassalage, '30.00')).statusCode).toBe(200);
      expect(refusalOf(await transfer('MAIN', slot.vassalage, '30.01'))).toMatchObject({ kind: 'wager', window: 'week', used: '0.00', freesAt: null });
      expect((await transfer(slot.vassalage, 'MAIN', '30.00')).statusCode).toBe(200);
      await setLimit(token, 'loss', 'day', '20.00');
      expect(refusalOf(await transfer('MAIN', slot.vassalage, '25.00'))).toMatchObject({ kind: 'loss', window: 'day', freesAt: null });
      expect((await refusalsOf(account)).map((row) => `${row.path}/${row.kind}`)).toEqual(['walletTransfer/loss', 'walletTransfer/wager']);
    } finally {
      await admin('PUT', '/admin/cashier/wallet-mode', { isSingle: true });
    }
  });

  it('gives the reality check since the login: the next check, minutes, staked, won, net', async () => {
    clock.set(null);
    const { token } = await member('rs_reality', '500.00');
    const bad = await send(token, 'PUT', PATHS.realityCheck, { minutes: 7 });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad)).toMatchObject({ success: false, message: 'Choose an interval of 0, 1, 15, 30, 60 minutes (0: no reminder)', value: { code: 'realityCheckMinutes' } });
    expect(valid('setRealityCheck', await send(token, 'PUT', PATHS.realityCheck, { minutes: 15 }))).toEqual({ realityCheckMinutes: 15 });
    const page = await launch(token);
    const rounds = [];
    for (const amount of ['5.00', '2.50', '7.25']) rounds.push(envelope<RoundResult>(await spin(page, amount)).value);
    const staked = rounds.reduce((sum, round) => sum + toSignedCents(round.bet), 0n);
    const won = rounds.reduce((sum, round) => sum + toSignedCents(round.win), 0n);
    const hash = (await test.db.query<{ token_hash: string; created_at: Date }>(
      `SELECT token_hash, created_at FROM member_session WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    )).rows[0]!;
    const figures = valid<RealityCheck>('realityCheck', await get(token, PATHS.realityCheck));
    expect(figures).toMatchObject({
      realityCheckMinutes: 15,
      sessionStartedAt: hash.created_at.toISOString(),
      nextCheckAt: new Date(hash.created_at.getTime() + 15 * 60_000).toISOString(),
      sessionMinutes: 0,
      staked: fromCents(staked),
      won: fromCents(won),
      net: fromCents(won - staked),
    });
    // 40 minutes into the session: the next check is the third multiple.
    await test.db.query(`UPDATE member_session SET created_at = created_at - interval '40 minutes' WHERE token_hash = $1`, [hash.token_hash]);
    const later = valid<RealityCheck>('realityCheck', await get(token, PATHS.realityCheck));
    expect(later).toMatchObject({ sessionMinutes: 40, nextCheckAt: new Date(hash.created_at.getTime() - 40 * 60_000 + 45 * 60_000).toISOString(), staked: fromCents(staked) });
    await send(token, 'PUT', PATHS.realityCheck, { minutes: 0 });
    expect(valid<RealityCheck>('realityCheck', await get(token, PATHS.realityCheck)).nextCheckAt).toBeNull();
    expect(nextCheckAt(new Date(0), 1, new Date(60_000)).getTime()).toBe(120_000);
    expect(nextCheckAt(new Date(0), 15, new Date(59_999)).getTime()).toBe(900_000);
  });

  it('gives the activity statement of the last 12 site months (UTC+8) with hand-computed figures', async () => {
    clock.set(null);
    const { id, token } = await member('rs_stmt', '500.00');
    const dated = async (journalId: number, at: string) => {
      await test.db.query('UPDATE ledger_journal SET created_at = $2::timestamptz WHERE id = $1', [journalId, at]);
      await test.db.query('UPDATE ledger_posting SET created_at = $2::timestamptz WHERE journal_id = $1', [journalId, at]);
    };
    const credited = async (amount: string, at: string) => {
      const order = envelope<DepositOrder>(await deposit(token, amount)).value;
      await callback(order.orderId, amount);
      const { rows } = await test.db.query<{ journal_id: number }>('SELECT journal_id FROM deposit_order WHERE id = $1', [order.orderId]);
      await dated(rows[0]!.journal_id, at);
    };
    await credited('1000.00', '2026-03-05T00:00:00Z');
    // 2026-02-01 01:00 in UTC+8: February.
    await credited('200.00', '2026-01-31T17:00:00Z');
    await deposit(token, '300.00');
    const { rows: accounts } = await test.db.query<{ id: number }>(
      `INSERT INTO withdraw_account (member_id, kind, provider, account_no, holder_name) VALUES ($1, 'bank', 'BDO', '1234567890', 'ANA') RETURNING id`,
      [id],
    );
    const withdrawal = (n: number, amount: string, status: string, at: string) =>
      test.db.query(`INSERT INTO withdrawal_order (id, member_id, account_id, amount, status, created_at) VALUES ($1, $2, $3, $4::numeric, $5, $6::timestamptz)`, [
        `W9${id}${n}`,
        id,
        accounts[0]!.id,
        amount,
        status,
        at,
      ]);
    await withdrawal(1, '400.00', 'approved', '2026-03-02T03:00:00Z');
    await withdrawal(2, '150.00', 'rejected', '2026-03-03T03:00:00Z');
    // 23:59 on 28 February in UTC+8.
    await withdrawal(3, '250.00', 'pending', '2026-02-28T15:59:00Z');
    // The first instant of April 2025 in UTC+8 (the oldest month shown); one second before is not shown.
    await withdrawal(4, '100.00', 'approved', '2025-03-31T16:00:00Z');
    await withdrawal(5, '70.00', 'approved', '2025-03-31T15:59:59Z');
    const play = async (entries: { bet?: string; win?: string; house: HouseAccount }, at: string) => {
      const legs: Leg[] = [];
      if (entries.bet) {
        legs.push({ account: memberAccount(id, 'MAIN'), amount: `-${entries.bet}`, entryType: 'bet' });
        legs.push({ account: houseAccount(entries.house), amount: entries.bet, entryType: 'bet' });
      }
      if (entries.win) {
        legs.push({ account: houseAccount(entries.house), amount: `-${entries.win}`, entryType: 'win' });
        legs.push({ account: memberAccount(id, 'MAIN'), amount: entries.win, entryType: 'win' });
      }
      const posted = await test.db.transaction((tx) => postJournal(tx, { kind: 'game_round', reference: `Rstmt${at}`, memberId: id, legs }));
      await dated(posted.journalId, at);
    };
    // 00:30 on 1 March in UTC+8: March.
    await play({ bet: '50.00', win: '80.00', house: 'GAME' }, '2026-02-28T16:30:00Z');
    await play({ bet: '20.00', house: 'GAME' }, '2026-02-28T15:30:00Z');
    await play({ bet: '30.00', house: 'LOTTERY' }, '2026-03-09T10:00:00Z');
    await play({ win: '45.00', house: 'LOTTERY' }, '2026-03-09T12:00:00Z');
    // 10:00 on 10 March 2026 in UTC+8.
    clock.set('2026-03-10T02:00:00Z');
    const statement = valid<ActivityStatement>('activityStatement', await get(token, PATHS.statement));
    expect(statement.months.map((month) => month.month)).toEqual([
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
      '2025-04',
    ]);
    const zero = { deposits: '0.00', withdrawals: '0.00', stakes: '0.00', wins: '0.00', net: '0.00' };
    expect(statement.months[0]).toEqual({ month: '2026-03', deposits: '1000.00', withdrawals: '400.00', stakes: '80.00', wins: '125.00', net: '45.00' });
    expect(statement.months[1]).toEqual({ month: '2026-02', deposits: '200.00', withdrawals: '250.00', stakes: '20.00', wins: '0.00', net: '-20.00' });
    expect(statement.months[11]).toEqual({ month: '2025-04', ...zero, withdrawals: '100.00' });
    for (const month of statement.months.slice(2, 11)) expect(month).toEqual({ month: month.month, ...zero });
    expect(statement.totals).toEqual({ deposits: '1200.00', withdrawals: '750.00', stakes: '100.00', wins: '125.00', net: '25.00' });
    clock.set(null);
  });

  if (kind === 'pglite') {
    it('scripts/responsible lists limits, pending changes, exclusions and refusals, and sets a stricter limit', async () => {
      clock.set(null);
      const { account, token } = await member('rs_script', '100.00');
      await setLimit(token, 'deposit', 'day', '60.00');
      await deposit(token, '50.00');
      await deposit(token, '50.00');
      await setLimit(token, 'loss', 'week', '900.00');
      const env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
      const listed = await runScript('responsible', ['list', account], env);
      expect(listed).toMatchObject({ code: 0, stderr: '' });
      expect(listed.stdout).toContain('deposit');
      expect(listed.stdout).toContain('60.00');
      const limit = await runScript('responsible', ['limit', account, 'loss', 'week', '500'], env);
      expect(limit).toMatchObject({ code: 0 });
      expect(limit.stdout).toContain('900.00 -> 500.00');
      const looser = await runScript('responsible', ['limit', account, 'loss', 'week', '700.00'], env);
      expect(looser.code).toBe(1);
      expect(looser.stderr).toMatch(/looser/);
      const refusals = await runScript('responsible', ['refusals', account], env);
      expect(refusals.stdout).toContain('deposit/day');
      expect(refusals.stdout).toContain('50.00');
      expect((await runScript('responsible', ['pending'], env)).code).toBe(0);
      expect((await runScript('responsible', ['exclusions'], env)).code).toBe(0);
      expect((await runScript('responsible', ['limit', account, 'loss', 'year', '5'], env)).code).toBe(64);
      expect((await runScript('responsible', ['nonsense'], env)).code).toBe(64);
    });
  }

  it('keeps the envelope on every answer (no 5xx so far)', () => {
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });

});
