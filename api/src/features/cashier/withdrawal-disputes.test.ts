import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Page, WithdrawalOrder } from '@suite/shared/contract';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/ledger-check';
import { negate } from '../../money/cents';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { contractAnswerCheck } from '../responsible/testing/responsible-kit';
import { ADMIN_DISPUTES_PATH } from './withdrawal-dispute-admin-routes';
import type { WithdrawalDisputeView } from './withdrawal-disputes';

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

type Detail = WithdrawalDisputeView & { proofs: { position: number; mime: string; bytes: number }[] };

// The player's withdrawal list with every dispute state, checked against the contract's type (compiled once).
const contractAnswer = contractAnswerCheck();

describe.each(TEST_DATABASE_KINDS)('withdrawal disputes on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let token: string;
  let memberId: string;
  let accountId: string;
  const statuses: number[] = [];
  let keyCounter = 0;
  const newKey = () => `dispute-key-${kind}-${(keyCounter += 1)}`;

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }
  const player = (method: 'GET' | 'POST', url: string, payload?: unknown, key: string | null = null) =>
    call({ method, url, payload: payload as InjectOptions['payload'], headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) } });
  const admin = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    call({ method, url, payload: payload as InjectOptions['payload'], headers: { ...TEST_ADMIN_HEADERS, ...headers } });
  const pay = (orderId: string, payload: unknown = {}, key: string | null = newKey(), headers: Record<string, string> = {}) =>
    admin('POST', `${ADMIN_DISPUTES_PATH}/${orderId}/pay`, payload, { ...(key ? { 'idempotency-key': key } : {}), ...headers });

  const mainBalance = async () =>
    (await test.db.query<{ balance: string }>(`SELECT balance FROM ledger_account WHERE owner = 'member' AND member_id = $1 AND wallet = 'MAIN'`, [memberId])).rows[0]
      ?.balance;
  const journals = async (orderId: string) =>
    (await test.db.query<{ kind: string }>('SELECT kind FROM ledger_journal WHERE reference = $1 ORDER BY id', [orderId])).rows.map((row) => row.kind);
  const inbox = async () =>
    (await test.db.query<{ title: string; content: string }>('SELECT title, content FROM member_message WHERE member_id = $1 ORDER BY id', [memberId])).rows;
  const playerOrder = async (orderId: string) =>
    envelope<Page<WithdrawalOrder>>(await player('GET', '/wps/cashier/withdraw/orders?pageSize=50')).value.list.find((order) => order.orderId === orderId);
  const auditRows = async (route: string) =>
    (
      await test.db.query<{ operator: string; status: number; target: { params?: { orderId?: string }; result?: Record<string, unknown> }; reason: string | null }>(
        'SELECT operator, status, target, reason FROM admin_audit WHERE route = $1 ORDER BY id',
        [route],
      )
    ).rows;

  /** A paid withdrawal the player answered partly (`received`) or not received, with `proofs` images. */
  async function disputed(amount: string, received: string | null, proofs = 1): Promise<string> {
    const order = envelope<WithdrawalOrder>(await player('POST', '/wps/cashier/withdraw', { accountId, amount, paymentPassword: 'pay123' }, newKey())).value;
    expect(envelope(await admin('POST', `/admin/cashier/withdrawals/${order.orderId}/approve`)).success).toBe(true);
    const answer =
      received === null
        ? { orderId: order.orderId, receipt: 'notReceived', proofImages: Array(proofs).fill(PNG) }
        : { orderId: order.orderId, receipt: 'partlyReceived', receivedAmount: received, proofImages: Array(proofs).fill(PNG) };
    expect(envelope(await player('POST', '/wps/relay/MCS2_confirmWithdrawal', answer)).success).toBe(true);
    return order.orderId;
  }

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    memberId = (await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_player'`)).rows[0]!.id;
    await test.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'adjustment',
        reference: 'dispute-test',
        memberId,
        legs: [
          { account: houseAccount('ADJUSTMENT'), amount: negate('5000.00'), entryType: 'adjustment' },
          { account: memberAccount(memberId, 'MAIN'), amount: '5000.00', entryType: 'adjustment' },
        ],
      }),
    );
    await player('POST', '/wps/member/paymentPassword', { newPassword: 'pay123', confirmPassword: 'pay123' });
    const bound = await player('POST', '/wps/cashier/withdraw/accounts', { kind: 'bank', provider: 'BPI', accountNo: '123456789', holderName: 'Demo Player' });
    accountId = envelope<{ id: string }>(bound).value.id;
  });
  afterAll(async () => {
    // Nothing of this ever answers 5xx, and the ledger is whole after it all.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close();
  });

  it('lists open disputes with what the player says arrived, and one with its proofs to download', async () => {
    const partly = await disputed('300.00', '120.50', 2);
    const missing = await disputed('200.00', null, 1);
    // A withdrawal answered "received" is no dispute.
    const fine = envelope<WithdrawalOrder>(await player('POST', '/wps/cashier/withdraw', { accountId, amount: '100.00', paymentPassword: 'pay123' }, newKey())).value;
    await admin('POST', `/admin/cashier/withdrawals/${fine.orderId}/approve`);
    await player('POST', '/wps/relay/MCS2_confirmWithdrawal', { orderId: fine.orderId, receipt: 'received' });

    const list = envelope<WithdrawalDisputeView[]>(await admin('GET', ADMIN_DISPUTES_PATH)).value;
    expect(list.map((item) => item.orderId)).toEqual([partly, missing]);
    expect(list[0]).toMatchObject({
      account: 'demo_player',
      amount: '300.00',
      receipt: 'partlyReceived',
      receivedAmount: '120.50',
      difference: '179.50',
      proofCount: 2,
      status: 'open',
      paidOutBy: 'dev',
      payTo: { provider: 'BPI', accountNo: '•••• 6789' },
    });
    expect(list[1]).toMatchObject({ receipt: 'notReceived', receivedAmount: '0.00', difference: '200.00', proofCount: 1 });
    expect(envelope<WithdrawalDisputeView[]>(await admin('GET', `${ADMIN_DISPUTES_PATH}?status=resolved`)).value).toEqual([]);

    const detail = envelope<Detail>(await admin('GET', `${ADMIN_DISPUTES_PATH}/${partly}`)).value;
    expect(detail.proofs).toEqual([
      { position: 1, mime: 'image/png', bytes: PNG_BYTES.length },
      { position: 2, mime: 'image/png', bytes: PNG_BYTES.length },
    ]);
    const image = await admin('GET', `${ADMIN_DISPUTES_PATH}/${partly}/proofs/2`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe(`attachment; filename="${partly}-proof-2.png"`);
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    // Each download is in the audit log, with the operator and the bytes served.
    const downloads = await auditRows(`${ADMIN_DISPUTES_PATH}/:orderId/proofs/:position`);
    expect(downloads.at(-1)).toMatchObject({ operator: 'dev', status: 200, target: { params: { orderId: partly }, result: { bytes: PNG_BYTES.length } } });

    expect((await admin('GET', `${ADMIN_DISPUTES_PATH}/${partly}/proofs/3`)).statusCode).toBe(404);
    expect((await admin('GET', `${ADMIN_DISPUTES_PATH}/${partly}/proofs/4`)).statusCode).toBe(400);
    expect((await admin('GET', `${ADMIN_DISPUTES_PATH}/${fine.orderId}`)).statusCode).toBe(404);
    expect((await admin('GET', `${ADMIN_DISPUTES_PATH}?status=closed`)).statusCode).toBe(400);
    // Without an admin account: refused, and logged.
    expect((await call({ method: 'GET', url: ADMIN_DISPUTES_PATH })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: `${ADMIN_DISPUTES_PATH}/${partly}/proofs/1`, headers: { 'x-operator': 'dev', 'x-admin-token': 'wrong' } })).statusCode).toBe(401);
    expect((await auditRows(`${ADMIN_DISPUTES_PATH}/:orderId/proofs/:position`)).at(-1)).toMatchObject({ status: 401, reason: expect.stringContaining('wrong secret') });

    // The player sees both as under review.
    expect((await playerOrder(partly))?.dispute).toEqual({ status: 'open', paidAmount: null, reason: null, resolvedAt: null });
    expect((await playerOrder(fine.orderId))?.dispute).toBeUndefined();
  });

  it('pays the difference once, BANK -> main wallet, with 20 parallel requests under different keys', async () => {
    const orderId = await disputed('400.00', '150.00');
    const before = await mainBalance();
    const messages = (await inbox()).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(orderId)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const paid = envelope<WithdrawalDisputeView>(answers.find((answer) => answer.statusCode === 200)!).value;
    expect(paid).toMatchObject({ status: 'paid', paidAmount: '250.00', resolvedBy: 'dev', reason: null });
    expect(Number(await mainBalance()) - Number(before)).toBeCloseTo(250, 2);
    expect(await journals(orderId)).toEqual(['withdrawal_hold', 'withdrawal_paid', 'withdrawal_dispute_paid']);
    const postings = await test.db.query<{ owner: string; wallet: string; amount: string; entry_type: string }>(
      `SELECT a.owner, a.wallet, p.amount, p.entry_type FROM ledger_posting p JOIN ledger_account a ON a.id = p.account_id WHERE p.journal_id = $1 ORDER BY p.id`,
      [paid.journalId],
    );
    expect(postings.rows).toEqual([
      { owner: 'house', wallet: 'BANK', amount: '-250.00', entry_type: 'withdrawalReturned' },
      { owner: 'member', wallet: 'MAIN', amount: '250.00', entry_type: 'withdrawalReturned' },
    ]);

    // The refusals name the resolution, in the request's language, with a code.
    const refused = envelope<{ code: string; status: string }>(answers.find((answer) => answer.statusCode === 409)!);
    expect(refused).toMatchObject({ success: false, value: { code: 'alreadyResolved', status: 'paid' } });
    expect(refused.message).toMatch(new RegExp(`^La reclamación del retiro ${orderId} ya está resuelta \\(pagada por dev el `));
    const english = await admin('POST', `${ADMIN_DISPUTES_PATH}/${orderId}/close`, { reason: 'too late' }, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(409);
    expect(envelope(english).message).toMatch(new RegExp(`^The dispute of withdrawal ${orderId} is already resolved \\(paid by dev at .* UTC\\): it cannot be resolved again$`));
    expect((await admin('POST', `${ADMIN_DISPUTES_PATH}/${orderId}/confirm`)).statusCode).toBe(409);

    // One inbox message, in the member's language; the player's order says what was paid.
    const sent = (await inbox()).slice(messages);
    expect(sent).toEqual([
      {
        title: 'Diferencia de retiro pagada',
        content: `Revisamos su reclamación del retiro ${orderId} de P 400.00: le abonamos la diferencia, P 250.00, en su billetera principal.`,
      },
    ]);
    expect((await playerOrder(orderId))?.dispute).toMatchObject({ status: 'paid', paidAmount: '250.00', reason: null, resolvedAt: paid.resolvedAt });
    // The audit log: the one payment with its outcome, the refusals with their reason.
    const rows = (await auditRows(`${ADMIN_DISPUTES_PATH}/:orderId/pay`)).filter((row) => row.target.params?.orderId === orderId);
    expect(rows.filter((row) => row.status === 200)).toEqual([
      expect.objectContaining({ operator: 'dev', target: expect.objectContaining({ result: { orderId, memberId, status: 'paid', paidAmount: '250.00', journalId: paid.journalId } }) }),
    ]);
    expect(rows.filter((row) => row.status === 409)).toHaveLength(19);
    expect(rows.find((row) => row.status === 409)?.reason).toContain('ya está resuelta');
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
  });

  it('pays once for parallel requests under one key, and answers a retry with the first result', async () => {
    const orderId = await disputed('250.00', null);
    const before = await mainBalance();
    const key = `dispute-same-${kind}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(orderId, { amount: '100.00' }, key)));
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const done = answers.filter((answer) => answer.statusCode === 200).map((answer) => envelope<WithdrawalDisputeView>(answer).value);
    expect(new Set(done.map((dispute) => dispute.journalId)).size).toBe(1);
    const replay = envelope<WithdrawalDisputeView>(await pay(orderId, { amount: '100.00' }, key)).value;
    expect(replay).toMatchObject({ status: 'paid', paidAmount: '100.00', journalId: done[0]?.journalId });
    expect((await pay(orderId, { amount: '150.00' }, key)).statusCode).toBe(422);
    expect(Number(await mainBalance()) - Number(before)).toBeCloseTo(100, 2);
    expect(await journals(orderId)).toEqual(['withdrawal_hold', 'withdrawal_paid', 'withdrawal_dispute_paid']);
  });

  it('refuses to pay more than the amount less what arrived, nothing, or without a key, and moves nothing', async () => {
    const orderId = await disputed('300.00', '100.00');
    const before = await mainBalance();
    const tooMuch = await pay(orderId, { amount: '200.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(envelope(tooMuch)).toMatchObject({
      success: false,
      message: 'Como máximo 200.00: el importe del retiro menos lo que el jugador dice haber recibido',
      value: { code: 'amountTooHigh', max: '200.00' },
    });
    expect(envelope(await pay(orderId, { amount: '250.00' }, newKey(), { 'accept-language': 'en' })).message).toBe(
      'At most 200.00: the withdrawal amount less what the player says arrived',
    );
    for (const amount of ['0.00', '0', 200, '1.234', 'ten']) expect((await pay(orderId, { amount })).statusCode).toBe(400);
    expect((await pay(orderId, {}, null)).statusCode).toBe(400);
    expect((await pay(orderId, { amount: '10.00', extra: 1 })).statusCode).toBe(400);
    expect(await mainBalance()).toBe(before);
    expect(await journals(orderId)).toEqual(['withdrawal_hold', 'withdrawal_paid']);
    expect((await playerOrder(orderId))?.dispute?.status).toBe('open');
    // The exact difference is allowed; an order that is no dispute is refused (409), an unknown one 404.
    expect(envelope<WithdrawalDisputeView>(await pay(orderId, { amount: '200.00' })).value).toMatchObject({ status: 'paid', paidAmount: '200.00' });
    const pending = envelope<WithdrawalOrder>(await player('POST', '/wps/cashier/withdraw', { accountId, amount: '100.00', paymentPassword: 'pay123' }, newKey())).value;
    const notDisputed = await pay(pending.orderId);
    expect(notDisputed.statusCode).toBe(409);
    expect(envelope(notDisputed).value).toMatchObject({ code: 'notDisputed' });
    expect((await pay('W2099010100000001')).statusCode).toBe(404);
    await admin('POST', `/admin/cashier/withdrawals/${pending.orderId}/reject`, { reason: 'test over' });
  });

  it('confirms a dispute (the full amount arrived): nothing moves, the player is told, once', async () => {
    const orderId = await disputed('150.00', '50.00');
    const before = await mainBalance();
    const messages = (await inbox()).length;
    const confirmed = envelope<WithdrawalDisputeView>(await admin('POST', `${ADMIN_DISPUTES_PATH}/${orderId}/confirm`)).value;
    expect(confirmed).toMatchObject({ status: 'confirmed', paidAmount: null, journalId: null, resolvedBy: 'dev' });
    expect(await mainBalance()).toBe(before);
    expect(await journals(orderId)).toEqual(['withdrawal_hold', 'withdrawal_paid']);
    expect((await inbox()).slice(messages)).toEqual([
      {
        title: 'Reclamación de retiro revisada',
        content: expect.stringContaining(`Revisamos su reclamación del retiro ${orderId}: el pago de P 150.00 a su cuenta se completó por el importe entero.`),
      },
    ]);
    expect((await playerOrder(orderId))?.dispute).toMatchObject({ status: 'confirmed', paidAmount: null, reason: null });
    // The player's open tabs hear of it (live events, migration 181): a 'withdrawal' event for the order.
    const events = await test.db.query<{ kinds: string[]; order_id: string | null }>('SELECT kinds, order_id FROM member_event WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [memberId]);
    expect(events.rows[0]).toMatchObject({ order_id: orderId });
    expect(events.rows[0]?.kinds).toContain('withdrawal');
    const again = await pay(orderId);
    expect(envelope(again).value).toMatchObject({ code: 'alreadyResolved', status: 'confirmed' });
    expect(await mainBalance()).toBe(before);
    expect((await auditRows(`${ADMIN_DISPUTES_PATH}/:orderId/confirm`)).at(-1)).toMatchObject({
      operator: 'dev',
      status: 200,
      target: { params: { orderId }, result: { orderId, status: 'confirmed', paidAmount: null } },
    });
  });

  it('closes a dispute with a reason the player reads, in English for an English member', async () => {
    const orderId = await disputed('120.00', null);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(201) }, { reason: 'bad\u0000byte' }, { reason: 42 }]) {
      expect((await admin('POST', `${ADMIN_DISPUTES_PATH}/${orderId}/close`, body)).statusCode).toBe(400);
    }
    await test.db.query(`UPDATE member SET language = 'en' WHERE id = $1`, [memberId]);
    try {
      const messages = (await inbox()).length;
      const closed = envelope<WithdrawalDisputeView>(
        await admin('POST', `${ADMIN_DISPUTES_PATH}/${orderId}/close`, { reason: '  the bank shows the transfer   was returned to us ' }),
      ).value;
      expect(closed).toMatchObject({ status: 'closed', reason: 'the bank shows the transfer was returned to us', paidAmount: null });
      expect((await inbox()).slice(messages)).toEqual([
        {
          title: 'Withdrawal claim closed',
          content: `Your claim on withdrawal ${orderId} of P 120.00 was closed: the bank shows the transfer was returned to us. If you disagree, contact customer service.`,
        },
      ]);
    } finally {
      await test.db.query(`UPDATE member SET language = 'es' WHERE id = $1`, [memberId]);
    }
    expect((await playerOrder(orderId))?.dispute).toMatchObject({ status: 'closed', reason: 'the bank shows the transfer was returned to us' });
    expect((await admin('POST', `${ADMIN_DISPUTES_PATH}/${orderId}/close`, { reason: 'again' })).statusCode).toBe(409);
    const resolved = envelope<WithdrawalDisputeView[]>(await admin('GET', `${ADMIN_DISPUTES_PATH}?status=resolved`)).value;
    expect(resolved[0]).toMatchObject({ orderId, status: 'closed' });
    expect(resolved.every((item) => item.status !== 'open')).toBe(true);
    // Open, paid, confirmed and closed disputes: the player's list is still the contract's type.
    const page = contractAnswer<Page<WithdrawalOrder>>('withdrawalOrders', await player('GET', '/wps/cashier/withdraw/orders?pageSize=50'));
    expect(new Set(page.list.map((order) => order.dispute?.status))).toEqual(new Set([undefined, 'open', 'paid', 'confirmed', 'closed']));
    // The approved list names the answer and the dispute's state for scripts/cashier withdrawals.
    const approved = envelope<(WithdrawalOrder & { memberId: string })[]>(await admin('GET', '/admin/cashier/withdrawals?status=approved')).value;
    expect(approved.find((order) => order.orderId === orderId)).toMatchObject({ receipt: 'notReceived', dispute: { status: 'closed' } });
  });
});
