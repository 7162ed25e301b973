import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DepositChannel, DepositOrder, UplineTransferResult, WithdrawalOrder, WithdrawInfo } from '@suite/shared/contract';
import { DEV_GATEWAY_SECRET } from '../../config';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/ledger-check';
import { negate } from '../../money/cents';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { signGatewayBody } from './cashier-routes';

/** A 1x1 PNG. */
const PNG = `data:image/png;base64,${Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
).toString('base64')}`;

describe.each(TEST_DATABASE_KINDS)('cashier on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let token: string;
  const statuses: number[] = [];
  let keyCounter = 0;
  const newKey = () => `test-key-${kind}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
  });
  afterAll(async () => {
    // Nothing of this ever answers 5xx, and the ledger is whole after it all.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close();
  });

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }
  const post = (url: string, payload: unknown, key: string | null = newKey(), headers: Record<string, string> = {}) =>
    call({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}), ...headers } });
  const get = (url: string) => call({ method: 'GET', url, headers: bearer(token) });
  const mainBalance = async () =>
    (await test.db.query<{ balance: string }>(`SELECT w.balance FROM wallets w JOIN member m ON m.id = w.member_id WHERE m.account = 'demo_player'`)).rows[0]
      ?.balance;
  const setBalance = async (target: string) => {
    const current = await mainBalance();
    const diff = ((Math.round(Number(target) * 100) - Math.round(Number(current) * 100)) / 100).toFixed(2);
    if (diff === '0.00') return;
    const { rows } = await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_player'`);
    await test.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'adjustment',
        reference: 'test',
        memberId: rows[0]!.id,
        legs: [
          { account: houseAccount('ADJUSTMENT'), amount: negate(diff), entryType: 'adjustment' },
          { account: memberAccount(rows[0]!.id, 'MAIN'), amount: diff, entryType: 'adjustment' },
        ],
      }),
    );
  };
  const callback = (body: Record<string, unknown>, secret = DEV_GATEWAY_SECRET, key: string = newKey()) => {
    const raw = JSON.stringify(body);
    return call({
      method: 'POST',
      url: '/wps/cashier/gateway/callback',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signGatewayBody(secret, raw), 'idempotency-key': key },
    });
  };
  const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call({ method, url, payload: payload as InjectOptions['payload'], headers: TEST_ADMIN_HEADERS });

  describe('deposit', () => {
    let order: DepositOrder;

    it('lists the channels and takes an order that stays pending', async () => {
      const channels = envelope<DepositChannel[]>(await get('/wps/cashier/deposit/channels')).value;
      expect(channels.map((channel) => channel.id)).toEqual(['bank-bdo', 'gcash', 'card-gateway']);
      expect(channels[0]).toMatchObject({ kind: 'bank', bankAccount: { bankName: 'BDO Unibank' } });
      const response = await post('/wps/cashier/deposit', { channelId: 'gcash', amount: '1000.00' }, 'deposit-key-0001');
      order = envelope<DepositOrder>(response).value;
      expect(order).toMatchObject({ status: 'pending', amount: '1000.00', fee: '15.00', creditAmount: '985.00', kind: 'ewallet' });
      expect(order.orderId).toMatch(/^D\d{14}$/);
    });

    it('follows the Idempotency-Key draft: missing 400, replay, other payload 422', async () => {
      expect((await post('/wps/cashier/deposit', { channelId: 'gcash', amount: '1000.00' }, null)).statusCode).toBe(400);
      expect((await post('/wps/cashier/deposit', { channelId: 'gcash', amount: '1000.00' }, 'bad key!')).statusCode).toBe(400);
      const again = envelope<DepositOrder>(await post('/wps/cashier/deposit', { channelId: 'gcash', amount: '1000.00' }, 'deposit-key-0001')).value;
      expect(again.orderId).toBe(order.orderId);
      const other = await post('/wps/cashier/deposit', { channelId: 'gcash', amount: '999.00' }, 'deposit-key-0001');
      expect(other.statusCode).toBe(422);
      const { rows } = await test.db.query('SELECT 1 FROM deposit_order');
      expect(rows).toHaveLength(1);
    });

    it.each([1000, ['1000.00'], '1000.005', '-5.00', '1e3', '', ' 10', '10.', { value: '1' }, null, true])('refuses the amount %p with a 400', async (amount) => {
      const response = await post('/wps/cashier/deposit', { channelId: 'gcash', amount });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).success).toBe(false);
    });

    it('refuses amounts outside the channel limits with a translated message', async () => {
      const low = await call({
        method: 'POST',
        url: '/wps/cashier/deposit',
        payload: { channelId: 'gcash', amount: '10.00' },
        headers: { ...bearer(token), 'idempotency-key': newKey(), 'accept-language': 'en' },
      });
      expect(envelope(low)).toMatchObject({ success: false, message: 'The amount must be from 50.00 to 50000.00', value: { code: 'amountOutOfRange' } });
    });

    it('refuses a callback with a wrong signature and changes nothing', async () => {
      const body = { orderId: order.orderId, status: 'paid', amount: '1000.00', gatewayRef: 'G-1' };
      expect((await callback(body, 'not-the-secret')).statusCode).toBe(401);
      const raw = JSON.stringify(body);
      const tampered = await call({
        method: 'POST',
        url: '/wps/cashier/gateway/callback',
        payload: raw.replace('1000.00', '9000.00'),
        headers: { 'content-type': 'application/json', 'x-gateway-signature': signGatewayBody(DEV_GATEWAY_SECRET, raw), 'idempotency-key': newKey() },
      });
      expect(tampered.statusCode).toBe(401);
      expect((await callback({ ...body, amount: '999.00' })).statusCode).toBe(400);
      expect(envelope<DepositOrder[]>(await admin('GET', '/admin/cashier/deposits')).value.map((pending) => pending.orderId)).toEqual([order.orderId]);
    });

    it('credits once whatever the callback repeats (10 times, at once and again)', async () => {
      const before = await mainBalance();
      const body = { orderId: order.orderId, status: 'paid', amount: '1000.00', gatewayRef: 'G-1' };
      const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => callback(body, DEV_GATEWAY_SECRET, `callback-${kind}-${index}`)));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(answers.map((answer) => envelope<DepositOrder>(answer).value.status)).toEqual(Array(10).fill('credited'));
      await callback(body, DEV_GATEWAY_SECRET, `callback-${kind}-0`);
      expect(Number(await mainBalance()) - Number(before)).toBeCloseTo(985, 2);
      const { rows } = await test.db.query(`SELECT 1 FROM ledger_journal WHERE kind = 'deposit' AND reference = $1`, [order.orderId]);
      expect(rows).toHaveLength(1);
      const inbox = await test.db.query<{ title: string }>(
        `SELECT title FROM member_message m JOIN member a ON a.id = m.member_id WHERE a.account = 'demo_player' AND title = 'Depósito acreditado'`,
      );
      expect(inbox.rows).toHaveLength(1);
    });

    it('fails an order when the channel says so, and the operator can settle one by hand', async () => {
      const failing = envelope<DepositOrder>(await post('/wps/cashier/deposit', { channelId: 'bank-bdo', amount: '500.00' })).value;
      const failed = envelope<DepositOrder>(await callback({ orderId: failing.orderId, status: 'failed', amount: '500.00', gatewayRef: 'G-2', reason: 'card declined' }));
      expect(failed.value).toMatchObject({ status: 'failed', failureReason: 'card declined' });
      const manual = envelope<DepositOrder>(await post('/wps/cashier/deposit', { channelId: 'bank-bdo', amount: '200.00' })).value;
      const settled = await admin('POST', `/admin/cashier/deposits/${manual.orderId}/settle`, { status: 'paid' });
      expect(envelope<DepositOrder>(settled).value.status).toBe('credited');
      const list = envelope<{ list: DepositOrder[]; totalCount: number }>(await get('/wps/cashier/deposit/orders?pageNo=1&pageSize=10')).value;
      expect(list.totalCount).toBe(3);
      expect(list.list.map((item) => item.status)).toEqual(['credited', 'failed', 'credited']);
    });
  });

  describe('withdrawal', () => {
    let accountId: string;

    it('asks for a payment password and a bound account in the payee name first', async () => {
      const info = envelope<WithdrawInfo>(await get('/wps/cashier/withdraw/info')).value;
      expect(info).toMatchObject({ hasPaymentPassword: false, payeeName: 'DEMO PLAYER', accounts: [], minAmount: '100.00' });
      const noPassword = await post('/wps/cashier/withdraw', { accountId: '1', amount: '100.00', paymentPassword: 'whatever' });
      expect(envelope(noPassword).value).toMatchObject({ code: 'noPaymentPassword' });
      expect(envelope(await post('/wps/member/paymentPassword', { newPassword: 'pay123', confirmPassword: 'pay124' }, null)).value).toMatchObject({
        code: 'passwordsDiffer',
      });
      expect(envelope(await post('/wps/member/paymentPassword', { newPassword: 'pay123', confirmPassword: 'pay123' }, null)).success).toBe(true);
      expect(envelope(await post('/wps/member/paymentPassword', { newPassword: 'pay456', confirmPassword: 'pay456' }, null)).value).toMatchObject({
        code: 'paymentPasswordSet',
      });
      const wrongName = await post('/wps/cashier/withdraw/accounts', { kind: 'bank', provider: 'BPI', accountNo: '123456789', holderName: 'Somebody Else' }, null);
      expect(envelope(wrongName).value).toMatchObject({ code: 'payeeMismatch' });
      const bound = await post('/wps/cashier/withdraw/accounts', { kind: 'bank', provider: 'BPI', accountNo: '123456789', holderName: 'demo  player' }, null);
      expect(envelope(bound).value).toMatchObject({ accountNo: '•••• 6789', holderName: 'demo player' });
      accountId = envelope<{ id: string }>(bound).value.id;
    });

    it('moves money once for 20 parallel identical withdrawals (one key)', async () => {
      await setBalance('1000.00');
      const payload = { accountId, amount: '300.00', paymentPassword: 'pay123' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => post('/wps/cashier/withdraw', payload, `same-withdrawal-${kind}`)));
      expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
      const orders = new Set(answers.filter((answer) => answer.statusCode === 200).map((answer) => envelope<WithdrawalOrder>(answer).value.orderId));
      expect(orders.size).toBe(1);
      expect(await mainBalance()).toBe('700.00');
      const replay = await post('/wps/cashier/withdraw', payload, `same-withdrawal-${kind}`);
      expect(envelope<WithdrawalOrder>(replay).value.orderId).toBe([...orders][0]);
      expect((await post('/wps/cashier/withdraw', { ...payload, amount: '301.00' }, `same-withdrawal-${kind}`)).statusCode).toBe(422);
      expect(await mainBalance()).toBe('700.00');
    });

    it('never overdraws with 20 parallel withdrawals under different keys', async () => {
      await setBalance('1050.00');
      const before = (await test.db.query('SELECT 1 FROM withdrawal_order')).rows.length;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post('/wps/cashier/withdraw', { accountId, amount: '100.00', paymentPassword: 'pay123' })),
      );
      const taken = answers.filter((answer) => envelope(answer).success);
      expect(taken).toHaveLength(10);
      expect(answers.filter((answer) => !envelope(answer).success).map((answer) => envelope<{ code: string }>(answer).value.code)).toEqual(
        Array(10).fill('insufficientBalance'),
      );
      expect(await mainBalance()).toBe('50.00');
      expect((await test.db.query('SELECT 1 FROM withdrawal_order')).rows.length - before).toBe(10);
    });

    it('refuses a wrong payment password, an amount out of range and another member’s account', async () => {
      await setBalance('5000.00');
      expect(envelope(await post('/wps/cashier/withdraw', { accountId, amount: '100.00', paymentPassword: 'nope12' })).value).toMatchObject({
        code: 'paymentPasswordWrong',
      });
      expect(envelope(await post('/wps/cashier/withdraw', { accountId, amount: '99.99', paymentPassword: 'pay123' })).value).toMatchObject({
        code: 'amountOutOfRange',
      });
      expect(envelope(await post('/wps/cashier/withdraw', { accountId: '999999', amount: '100.00', paymentPassword: 'pay123' })).value).toMatchObject({
        code: 'unknownAccount',
      });
      for (const amount of [100, ['100.00'], '100.001', 'ten']) {
        expect((await post('/wps/cashier/withdraw', { accountId, amount, paymentPassword: 'pay123' })).statusCode).toBe(400);
      }
    });

    it('is paid by the operator, then confirmed by the player as partly received with a proof image', async () => {
      const order = envelope<WithdrawalOrder>(await post('/wps/cashier/withdraw', { accountId, amount: '400.00', paymentPassword: 'pay123' })).value;
      expect(order.status).toBe('pending');
      const approved = envelope<WithdrawalOrder>(await admin('POST', `/admin/cashier/withdrawals/${order.orderId}/approve`)).value;
      expect(approved).toMatchObject({ status: 'approved', awaitingConfirmation: true, receipt: null });
      expect((await admin('POST', `/admin/cashier/withdrawals/${order.orderId}/approve`)).statusCode).toBe(409);
      const confirm = (body: Record<string, unknown>) => post('/wps/relay/MCS2_confirmWithdrawal', { orderId: order.orderId, ...body }, null);
      expect(envelope(await confirm({ receipt: 'partlyReceived', receivedAmount: '400.00' })).value).toMatchObject({ code: 'receivedAmountNeeded' });
      expect(envelope(await confirm({ receipt: 'notReceived' })).value).toMatchObject({ code: 'proofNeeded' });
      expect(envelope(await confirm({ receipt: 'notReceived', proofImages: ['data:image/gif;base64,R0lGOD'] })).value).toMatchObject({ code: 'proofInvalid' });
      expect((await confirm({ receipt: 'notReceived', proofImages: [PNG, PNG, PNG, PNG] })).statusCode).toBe(400);
      const done = envelope<WithdrawalOrder>(await confirm({ receipt: 'partlyReceived', receivedAmount: '150.00', proofImages: [PNG] })).value;
      expect(done).toMatchObject({ receipt: 'partlyReceived', receivedAmount: '150.00', awaitingConfirmation: false, proofCount: 1 });
      expect(envelope(await confirm({ receipt: 'received' })).value).toMatchObject({ code: 'notAwaitingConfirmation' });
    });

    it('counts an unanswered paid withdrawal as received after the confirmation time', async () => {
      const order = envelope<WithdrawalOrder>(await post('/wps/cashier/withdraw', { accountId, amount: '100.00', paymentPassword: 'pay123' })).value;
      await admin('POST', `/admin/cashier/withdrawals/${order.orderId}/approve`);
      await test.db.query(`UPDATE withdrawal_order SET confirm_by = now() - interval '1 minute' WHERE id = $1`, [order.orderId]);
      const listed = envelope<{ list: WithdrawalOrder[] }>(await get('/wps/cashier/withdraw/orders')).value.list.find((item) => item.orderId === order.orderId);
      expect(listed).toMatchObject({ receipt: 'received', autoConfirmed: true, awaitingConfirmation: false });
    });

    it('returns the amount when the operator rejects, with the reason in the inbox', async () => {
      const before = await mainBalance();
      const order = envelope<WithdrawalOrder>(await post('/wps/cashier/withdraw', { accountId, amount: '250.00', paymentPassword: 'pay123' })).value;
      expect(Number(await mainBalance())).toBeCloseTo(Number(before) - 250, 2);
      const rejected = envelope<WithdrawalOrder>(await admin('POST', `/admin/cashier/withdrawals/${order.orderId}/reject`, { reason: 'account closed' })).value;
      expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'account closed' });
      expect(await mainBalance()).toBe(before);
    });

    it('is blocked while an active bonus asks for turnover', async () => {
      await admin('POST', '/admin/cashier/bonus', { account: 'demo_player', name: 'Welcome', amount: '100.00', turnover: '500.00' });
      const info = envelope<WithdrawInfo>(await get('/wps/cashier/withdraw/info')).value;
      expect(info).toMatchObject({ withdrawable: '0.00', turnoverBlock: { bonusName: 'Welcome', required: '500.00', done: '0.00', remaining: '500.00' } });
      expect(envelope(await post('/wps/cashier/withdraw', { accountId, amount: '100.00', paymentPassword: 'pay123' })).value).toMatchObject({
        code: 'turnoverUnmet',
      });
      await test.db.query(`UPDATE member_bonus SET status = 'cancelled'`);
    });
  });

  describe('the simulated payment gateway', () => {
    it('gives e-wallet and card orders a signed pay link whose page pays the order once', async () => {
      const bank = envelope<DepositOrder>(await post('/wps/cashier/deposit', { channelId: 'bank-bdo', amount: '300.00' })).value;
      expect(bank.payUrl).toBeNull();
      const order = envelope<DepositOrder>(await post('/wps/cashier/deposit', { channelId: 'card-gateway', amount: '1000.00' })).value;
      expect(order).toMatchObject({ fee: '25.00', creditAmount: '975.00' });
      expect(order.payUrl).toMatch(new RegExp(`^/wps/cashier/gateway/pay/${order.orderId}\\?sig=[A-Za-z0-9_-]{43}$`));
      const payPage = await call({ method: 'GET', url: order.payUrl!, headers: { 'accept-language': 'en' } });
      expect(payPage.statusCode).toBe(200);
      expect(payPage.headers['content-security-policy']).toContain("default-src 'none'");
      expect(payPage.body).toContain('P 1000.00');
      const forged = order.payUrl!.replace(/sig=.*/, 'sig=forged');
      expect((await call({ method: 'GET', url: forged })).statusCode).toBe(404);
      const sig = new URL(order.payUrl!, 'http://x').searchParams.get('sig')!;
      const form = (action: string, signature = sig) =>
        call({
          method: 'POST',
          url: `/wps/cashier/gateway/pay/${order.orderId}`,
          payload: `sig=${signature}&action=${action}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        });
      expect((await form('pay', 'forged')).statusCode).toBe(403);
      const before = await mainBalance();
      const paid = await Promise.all([form('pay'), form('pay'), form('pay')]);
      expect(paid.every((answer) => answer.statusCode === 200 && answer.body.includes('Payment completed'))).toBe(true);
      // Declining a paid order changes nothing.
      expect((await form('decline')).body).toContain('Payment completed');
      expect(Number(await mainBalance()) - Number(before)).toBeCloseTo(975, 2);
      const listed = envelope<{ list: DepositOrder[] }>(await get('/wps/cashier/deposit/orders')).value.list.find((item) => item.orderId === order.orderId);
      expect(listed).toMatchObject({ status: 'credited', payUrl: null });
    });
  });

  describe('transfer to upline', () => {
    it('sends money to the upline agent once per key', async () => {
      const info = envelope<{ allowed: boolean; uplineAccount: string }>(await get('/wps/cashier/upline')).value;
      expect(info).toMatchObject({ allowed: true, uplineAccount: 'demo_agent' });
      const agentBefore = (await test.db.query<{ balance: string }>(`SELECT w.balance FROM wallets w JOIN member m ON m.id = w.member_id WHERE m.account = 'demo_agent'`))
        .rows[0]!.balance;
      const payload = { amount: '25.50', paymentPassword: 'pay123' };
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post('/wps/cashier/upline/transfer', payload, `upline-${kind}`)));
      const done = answers.filter((answer) => answer.statusCode === 200).map((answer) => envelope<UplineTransferResult>(answer).value);
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(new Set(done.map((result) => result.reference)).size).toBe(1);
      const agentAfter = (await test.db.query<{ balance: string }>(`SELECT w.balance FROM wallets w JOIN member m ON m.id = w.member_id WHERE m.account = 'demo_agent'`))
        .rows[0]!.balance;
      expect(Number(agentAfter) - Number(agentBefore)).toBeCloseTo(25.5, 2);
    });

    it('is refused to visitors', async () => {
      expect((await call({ method: 'GET', url: '/wps/cashier/upline' })).statusCode).toBe(401);
      expect((await call({ method: 'POST', url: '/wps/cashier/withdraw', payload: {} })).statusCode).toBeLessThan(500);
    });
  });
});
