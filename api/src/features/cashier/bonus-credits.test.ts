import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAdminAccount } from '../../http/admin-auth';
import { checkLedger } from '../../ledger/ledger-check';
import { runScript } from '../../testing/run-script';
import { envelope, startTestApp, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import type { BonusCredit } from './bonus-credits';
import { type BonusLimits, loadBonusLimits } from './bonus-limits';

jest.setTimeout(120_000);

const ANA = { 'x-operator': 'ops.ana', 'x-admin-token': 'ana-secret-0123456789' };
const BEN = { 'x-operator': 'ops.ben', 'x-admin-token': 'ben-secret-0123456789' };
const LIMITS: BonusLimits = { maxPerCredit: '500.00', maxPerMemberDay: '800.00', maxPerDay: '1500.00', approvalAbove: '100.00' };
const BONUS = '/admin/cashier/bonus';
const APPROVE = '/admin/cashier/bonus/credits/:creditId/approve';

describe.each(TEST_DATABASE_KINDS)('operator bonus credits: maxima and four-eyes approval on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  const statuses: number[] = [];
  const memberIds = new Map<string, string>();

  beforeAll(async () => {
    ({ app, test, close } = await startTestApp(kind, { bonusLimits: LIMITS }));
    await createAdminAccount(test.db, 'ops.ana', ANA['x-admin-token']);
    await createAdminAccount(test.db, 'ops.ben', BEN['x-admin-token']);
    const { rows } = await test.db.query<{ id: string; account: string }>('SELECT id, account FROM member');
    for (const row of rows) memberIds.set(row.account, row.id);
  });
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await close();
  });

  async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object): Promise<LightMyRequestResponse> {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    statuses.push(response.statusCode);
    return response;
  }
  const ask = (headers: Record<string, string>, account: string, amount: string, extra: Record<string, string> = {}) =>
    call('POST', BONUS, { ...headers, ...extra }, { account, name: 'Operator gift', amount, turnover: '0.00' });
  const approve = (headers: Record<string, string>, creditId: number) => call('POST', `/admin/cashier/bonus/credits/${creditId}/approve`, headers);
  const reject = (headers: Record<string, string>, creditId: number, reason: string) =>
    call('POST', `/admin/cashier/bonus/credits/${creditId}/reject`, headers, { reason });
  const credit = (response: LightMyRequestResponse) => envelope<BonusCredit>(response).value;
  const balance = async (account: string): Promise<string> => {
    const { rows } = await test.db.query<{ balance: string }>(`SELECT balance FROM ledger_account WHERE owner = 'member' AND member_id = $1 AND wallet = 'MAIN'`, [
      memberIds.get(account),
    ]);
    return rows[0]?.balance ?? '0.00';
  };
  const plus = (amount: string, more: string) => (Number(amount) + Number(more)).toFixed(2);
  const rowsOf = async (creditId: number) =>
    (await test.db.query<{ status: string }>('SELECT status FROM bonus_credit WHERE id = $1', [creditId])).rows.map((row) => row.status);

  it('refuses an amount above the largest credit (the probe credited 999,999,999,999.99) with a 400, and moves nothing', async () => {
    const before = await balance('demo_player');
    const huge = await ask(ANA, 'demo_player', '999999999999.99');
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      success: false,
      message: 'Invalid body: amount 999999999999.99 is above the largest operator credit, 500.00 (SUITE_BONUS_MAX_CREDIT)',
      value: { code: 'bonusLimit', limit: 'maxPerCredit', maximum: '500.00' },
    });
    expect((await ask(ANA, 'demo_player', '500.01')).statusCode).toBe(400);
    expect((await test.db.query('SELECT 1 FROM bonus_credit')).rows).toHaveLength(0);
    expect(await balance('demo_player')).toBe(before);
  });

  it('credits at once at or below the approval threshold, through the ledger', async () => {
    const before = await balance('demo_player');
    const response = await ask(ANA, 'demo_player', '100.00');
    expect(response.statusCode).toBe(200);
    expect(credit(response)).toMatchObject({ status: 'credited', account: 'demo_player', amount: '100.00', requestedBy: 'ops.ana', decidedBy: null, bonusId: expect.any(Number) });
    expect(await balance('demo_player')).toBe(plus(before, '100.00'));
  });

  it('keeps a credit above the threshold pending until a second admin approves it; the admin who asked cannot', async () => {
    const before = await balance('demo_player');
    const asked = await ask(ANA, 'demo_player', '400.00');
    expect(asked.statusCode).toBe(202);
    const pending = credit(asked);
    expect(pending).toMatchObject({ status: 'pending', amount: '400.00', requestedBy: 'ops.ana', bonusId: null });
    expect(await balance('demo_player')).toBe(before);
    const listed = envelope<BonusCredit[]>(await call('GET', '/admin/cashier/bonus/credits', BEN)).value;
    expect(listed.map((item) => item.creditId)).toEqual([pending.creditId]);

    const own = await approve(ANA, pending.creditId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: `Four eyes: ops.ana asked for bonus credit ${pending.creditId}, so another admin account must approve it` });
    // Spelled in capitals it is still the same account.
    expect((await approve({ ...ANA, 'x-operator': 'OPS.ANA' }, pending.creditId)).statusCode).toBe(403);
    expect(await rowsOf(pending.creditId)).toEqual(['pending']);
    expect(await balance('demo_player')).toBe(before);

    const approved = await approve(BEN, pending.creditId);
    expect(approved.statusCode).toBe(200);
    const done = credit(approved);
    expect(done).toMatchObject({ status: 'credited', decidedBy: 'ops.ben', bonusId: expect.any(Number) });
    expect(await balance('demo_player')).toBe(plus(before, '400.00'));
    const journals = await test.db.query('SELECT 1 FROM ledger_journal WHERE reference = $1', [`B${done.bonusId}`]);
    expect(journals.rows).toHaveLength(1);

    const again = await approve(TEST_ADMIN_HEADERS, pending.creditId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `Bonus credit ${pending.creditId} is already credited by ops.ben` });
    expect(await balance('demo_player')).toBe(plus(before, '400.00'));
  });

  it('refuses above the daily maxima per member and in total (409), pending credits counted', async () => {
    // demo_player: 500.00 credited in the last 24 hours; everybody: 500.00.
    const overMember = await ask(ANA, 'demo_player', '300.01');
    expect(overMember.statusCode).toBe(409);
    expect(overMember.json()).toMatchObject({
      message:
        'Operator credits to demo_player would reach 800.01 within 24 hours (credited and pending), above the maximum of 800.00 per member (SUITE_BONUS_MAX_MEMBER_DAY)',
      value: { code: 'bonusLimit', limit: 'maxPerMemberDay', maximum: '800.00', wouldReach: '800.01' },
    });
    expect((await ask(ANA, 'demo_player', '300.00')).statusCode).toBe(202);
    expect((await ask(BEN, 'demo_agent', '500.00')).statusCode).toBe(202);
    // Everybody: 500.00 credited + 800.00 pending.
    const overTotal = await ask(BEN, 'demo_weak', '200.01');
    expect(overTotal.statusCode).toBe(409);
    expect(overTotal.json()).toMatchObject({ value: { code: 'bonusLimit', limit: 'maxPerDay', maximum: '1500.00', wouldReach: '1500.01' } });
    const limits = envelope<BonusLimits & { usedLast24Hours: string }>(await call('GET', '/admin/cashier/bonus/limits', ANA)).value;
    expect(limits).toEqual({ ...LIMITS, usedLast24Hours: '1300.00' });
  });

  it('a rejected credit moves nothing and cannot be approved afterwards', async () => {
    const pending = envelope<BonusCredit[]>(await call('GET', '/admin/cashier/bonus/credits?status=pending', ANA)).value;
    const player = pending.find((item) => item.account === 'demo_player') as BonusCredit;
    const before = await balance('demo_player');
    expect((await reject(BEN, player.creditId, '   ')).statusCode).toBe(400);
    const rejected = await reject(BEN, player.creditId, 'not in the campaign');
    expect(rejected.statusCode).toBe(200);
    expect(credit(rejected)).toMatchObject({ status: 'rejected', decidedBy: 'ops.ben', rejectReason: 'not in the campaign', bonusId: null });
    expect((await approve(BEN, player.creditId)).statusCode).toBe(409);
    expect((await reject(ANA, player.creditId, 'twice')).statusCode).toBe(409);
    expect(await balance('demo_player')).toBe(before);
    expect(envelope<BonusCredit[]>(await call('GET', '/admin/cashier/bonus/credits?status=rejected', ANA)).value.map((item) => item.creditId)).toEqual([
      player.creditId,
    ]);
    expect((await approve(BEN, 2_000_000_000)).statusCode).toBe(404);
  });

  it('two approvals at the same time credit once', async () => {
    const pending = envelope<BonusCredit[]>(await call('GET', '/admin/cashier/bonus/credits', ANA)).value;
    const agent = pending.find((item) => item.account === 'demo_agent') as BonusCredit;
    expect(agent).toMatchObject({ requestedBy: 'ops.ben', status: 'pending' });
    const before = await balance('demo_agent');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => approve(index % 2 === 0 ? ANA : TEST_ADMIN_HEADERS, agent.creditId)));
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balance('demo_agent')).toBe(plus(before, '500.00'));
    const bonuses = await test.db.query<{ id: number }>('SELECT id FROM member_bonus WHERE member_id = $1', [memberIds.get('demo_agent')]);
    expect(bonuses.rows).toHaveLength(1);
    const journals = await test.db.query(`SELECT 1 FROM ledger_journal WHERE reference = $1`, [`B${bonuses.rows[0]?.id}`]);
    expect(journals.rows).toHaveLength(1);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
  });

  it('with an Idempotency-Key, a retried request answers the first credit instead of crediting again', async () => {
    const before = await balance('demo_expired');
    const key = { 'idempotency-key': 'bonus-retry-0001' };
    const first = await ask(ANA, 'demo_expired', '10.00', key);
    const second = await ask(ANA, 'demo_expired', '10.00', key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(credit(second).creditId).toBe(credit(first).creditId);
    expect(await balance('demo_expired')).toBe(plus(before, '10.00'));
    expect((await ask(ANA, 'demo_expired', '11.00', key)).statusCode).toBe(422);
  });

  it('logs the request, the refused self-approval, the approval and the rejection in the admin audit log', async () => {
    const { rows } = await test.db.query<{ operator: string; route: string; status: number; reason: string | null; target: Record<string, unknown> }>(
      `SELECT operator, route, status, reason, target FROM admin_audit WHERE route LIKE '/admin/cashier/bonus%' ORDER BY id`,
    );
    const asked = rows.find((row) => row.route === BONUS && row.status === 202 && row.operator === 'ops.ana');
    const creditId = (asked?.target.result as { creditId: number } | undefined)?.creditId;
    expect(asked?.target).toMatchObject({ body: { account: 'demo_player', amount: '400.00' }, result: { status: 'pending', amount: '400.00' } });
    expect(rows).toContainEqual(
      expect.objectContaining({ operator: 'ops.ana', route: APPROVE, status: 403, reason: expect.stringContaining('Four eyes'), target: { params: { creditId: String(creditId) } } }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ operator: 'ops.ben', route: APPROVE, status: 200, target: expect.objectContaining({ result: expect.objectContaining({ creditId, status: 'credited' }) }) }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        operator: 'ops.ben',
        route: '/admin/cashier/bonus/credits/:creditId/reject',
        status: 200,
        target: expect.objectContaining({ body: { reason: 'not in the campaign' }, result: expect.objectContaining({ status: 'rejected' }) }),
      }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ operator: 'ops.ana', route: BONUS, status: 400, reason: expect.stringContaining('SUITE_BONUS_MAX_CREDIT') }));
  });

  it('scripts/cashier: bonus, bonus-credits, bonus-approve (not one\'s own), bonus-reject and bonus-limits', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const as = (headers: Record<string, string>) => ({ SUITE_API_URL: url, SUITE_OPERATOR: headers['x-operator'] as string, SUITE_ADMIN_TOKEN: headers['x-admin-token'] as string });
    const asked = await runScript('cashier', ['bonus', 'demo_expired', '150.00', '--turnover', '0.00'], as(ANA));
    expect(asked).toMatchObject({ code: 0, stderr: '' });
    const creditId = /bonus credit (\d+) of 150\.00 to demo_expired is pending/.exec(asked.stdout)?.[1] ?? 'none';
    expect((await runScript('cashier', ['bonus-credits'], as(BEN))).stdout).toMatch(new RegExp(`^${creditId} +pending +demo_expired +150\\.00`, 'm'));
    const own = await runScript('cashier', ['bonus-approve', creditId], as(ANA));
    expect(own.code).toBe(1);
    expect(own.stderr).toContain('Four eyes');
    const before = await balance('demo_expired');
    const approved = await runScript('cashier', ['bonus-approve', creditId], as(BEN));
    expect(approved).toMatchObject({ code: 0, stderr: '' });
    expect(approved.stdout).toContain('of 150.00 credited to demo_expired');
    expect(await balance('demo_expired')).toBe(plus(before, '150.00'));
    expect((await runScript('cashier', ['bonus-approve', creditId], as(TEST_ADMIN_HEADERS))).stderr).toContain('already credited by ops.ben');

    const small = await runScript('cashier', ['bonus', 'demo_expired', '5.00', '--turnover', '0.00'], as(ANA));
    expect(small.stdout).toMatch(/^bonus \d+ of 5\.00 to demo_expired \(turnover 0\.00, credit \d+\)$/m);
    const second = await runScript('cashier', ['bonus', 'demo_weak', '120.00', '--turnover', '0.00'], as(ANA));
    const secondId = /bonus credit (\d+)/.exec(second.stdout)?.[1] ?? 'none';
    expect((await runScript('cashier', ['bonus-reject', secondId], as(BEN))).code).toBe(64);
    expect((await runScript('cashier', ['bonus-reject', secondId, '--reason', 'duplicate'], as(ANA))).stdout).toMatch(/rejected .*duplicate/);
    expect((await runScript('cashier', ['bonus-credits', '--status', 'rejected'], as(BEN))).stdout).toContain('duplicate');
    const over = await runScript('cashier', ['bonus', 'demo_weak', '999999999999.99', '--turnover', '0.00'], as(ANA));
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('above the largest operator credit, 500.00');
    const limits = await runScript('cashier', ['bonus-limits'], as(BEN));
    expect(limits.stdout).toMatch(/largest credit +500\.00/);
    expect(limits.stdout).toMatch(/second admin above +100\.00/);
  });
});

describe('bonus limits from the environment', () => {
  it('has defaults, reads SUITE_BONUS_* and refuses bad or inconsistent values', () => {
    expect(loadBonusLimits({})).toEqual({ maxPerCredit: '10000.00', maxPerMemberDay: '20000.00', maxPerDay: '100000.00', approvalAbove: '1000.00' });
    expect(loadBonusLimits({ SUITE_BONUS_MAX_CREDIT: '500', SUITE_BONUS_APPROVAL_ABOVE: '0' })).toMatchObject({ maxPerCredit: '500.00', approvalAbove: '0.00' });
    expect(() => loadBonusLimits({ SUITE_BONUS_MAX_CREDIT: '1e6' })).toThrow(/SUITE_BONUS_MAX_CREDIT must be an amount/);
    expect(() => loadBonusLimits({ SUITE_BONUS_MAX_CREDIT: '0' })).toThrow(/SUITE_BONUS_MAX_CREDIT must be an amount from 0.01/);
    expect(() => loadBonusLimits({ SUITE_BONUS_APPROVAL_ABOVE: '20000.00' })).toThrow(/must not be above SUITE_BONUS_MAX_CREDIT/);
    expect(() => loadBonusLimits({ SUITE_BONUS_MAX_MEMBER_DAY: '200000.00' })).toThrow(/must not be above SUITE_BONUS_MAX_DAY/);
  });
});
