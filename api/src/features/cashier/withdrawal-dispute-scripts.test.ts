import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WithdrawalOrder } from '@suite/shared/contract';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { negate } from '../../money/cents';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { runScript } from '../../testing/run-script';
import { envelope, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

describe('scripts/cashier withdrawal disputes', () => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  let token: string;
  let memberId: string;
  let accountId: string;
  let key = 0;
  const out = mkdtempSync(path.join(tmpdir(), 'suite-disputes-'));

  const post = async <T>(url: string, payload: unknown, headers: Record<string, string> = bearer(token)) =>
    envelope<T>(await app.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, 'idempotency-key': `dispute-script-${(key += 1)}` } }));
  const balance = async () =>
    (await test.db.query<{ balance: string }>(`SELECT balance FROM ledger_account WHERE owner = 'member' AND member_id = $1 AND wallet = 'MAIN'`, [memberId])).rows[0]
      ?.balance;
  const cashier = (...args: string[]) => runScript('cashier', args, env);

  /** A paid withdrawal of `amount` the player says arrived only in part (`received`), with two proofs. */
  async function disputed(amount: string, received: string): Promise<string> {
    const order = (await post<WithdrawalOrder>('/wps/cashier/withdraw', { accountId, amount, paymentPassword: 'pay123' })).value;
    expect((await cashier('approve', order.orderId)).code).toBe(0);
    const answered = await post('/wps/relay/MCS2_confirmWithdrawal', { orderId: order.orderId, receipt: 'partlyReceived', receivedAmount: received, proofImages: [PNG, PNG] });
    expect(answered.success).toBe(true);
    return order.orderId;
  }

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp('pglite'));
    env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    memberId = (await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_player'`)).rows[0]!.id;
    await test.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'adjustment',
        reference: 'dispute-script-test',
        memberId,
        legs: [
          { account: houseAccount('ADJUSTMENT'), amount: negate('2000.00'), entryType: 'adjustment' },
          { account: memberAccount(memberId, 'MAIN'), amount: '2000.00', entryType: 'adjustment' },
        ],
      }),
    );
    await post('/wps/member/paymentPassword', { newPassword: 'pay123', confirmPassword: 'pay123' });
    accountId = (await post<{ id: string }>('/wps/cashier/withdraw/accounts', { kind: 'ewallet', provider: 'GCash', accountNo: '09171234567', holderName: 'Demo Player' })).value.id;
  });
  afterAll(async () => {
    rmSync(out, { recursive: true, force: true });
    await close();
  });

  it('lists a dispute with the amount that arrived, saves its proofs, and pays the difference once', async () => {
    expect((await cashier('disputes')).stdout).toBe('no open withdrawal disputes\n');
    const orderId = await disputed('300.00', '100.00');

    // "withdrawals --status approved" now says what arrived and that it is a dispute.
    expect((await cashier('withdrawals', '--status', 'approved')).stdout).toMatch(new RegExp(`${orderId}.*partlyReceived 100\\.00\\s+dispute open`));
    const listed = await cashier('disputes');
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toMatch(new RegExp(`^${orderId}\\s+demo_player\\s+300\\.00\\s+partlyReceived\\s+received 100\\.00\\s+difference 200\\.00\\s+2 proofs\\s+reported \\S+\\s+open\\n$`));

    const shown = await cashier('dispute', orderId);
    expect(shown.stdout).toContain('paid out ');
    expect(shown.stdout).toContain('by dev to GCash •••• 4567 (Demo Player)');
    expect(shown.stdout).toContain(`proof 2: image/png, ${PNG_BYTES.length} bytes`);
    const saved = await cashier('dispute', orderId, '--out', out);
    expect(saved.code).toBe(0);
    for (const position of [1, 2]) {
      const file = path.join(out, `${orderId}-proof-${position}.png`);
      expect(saved.stdout).toContain(`proof ${position}: ${file} (image/png, ${PNG_BYTES.length} bytes)`);
      expect(readFileSync(file).equals(PNG_BYTES)).toBe(true);
    }

    // More than the difference is refused and moves nothing; the difference is paid once.
    const before = await balance();
    const tooMuch = await cashier('dispute-pay', orderId, '--amount', '200.01');
    expect(tooMuch).toMatchObject({ code: 1, stdout: '' });
    expect(tooMuch.stderr).toBe('cashier: the API refused (400): At most 200.00: the withdrawal amount less what the player says arrived\n');
    expect(await balance()).toBe(before);
    const paid = await cashier('dispute-pay', orderId);
    expect(paid).toMatchObject({ code: 0, stderr: '' });
    expect(paid.stdout).toMatch(new RegExp(`paid 200\\.00\\n[\\s\\S]*paid 200\\.00 to demo_player's main wallet \\(journal \\d+\\)\\n$`));
    const twice = await cashier('dispute-pay', orderId);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(new RegExp(`^cashier: the API refused \\(409\\): The dispute of withdrawal ${orderId} is already resolved \\(paid by dev at .* UTC\\): it cannot be resolved again\\n$`));
    expect(Number(await balance()) - Number(before)).toBeCloseTo(200, 2);
    expect((await test.db.query(`SELECT 1 FROM ledger_journal WHERE reference = $1 AND kind = 'withdrawal_dispute_paid'`, [orderId])).rows).toHaveLength(1);

    expect((await cashier('disputes')).stdout).toBe('no open withdrawal disputes\n');
    expect((await cashier('disputes', '--status', 'resolved')).stdout).toMatch(new RegExp(`^${orderId}.*paid 200\\.00\\n$`));
    expect((await test.db.query('SELECT 1 FROM admin_audit WHERE route = $1 AND status = 200', ['/admin/cashier/disputes/:orderId/proofs/:position'])).rows).toHaveLength(2);
  });

  it('confirms one and closes another with a reason; refuses bad usage with exit 64', async () => {
    const confirmed = await disputed('150.00', '50.00');
    const closed = await disputed('120.00', '20.00');
    const before = await balance();
    const confirm = await cashier('dispute-confirm', confirmed);
    expect(confirm.stdout).toMatch(new RegExp(`^${confirmed}.*confirmed\\nconfirmed: demo_player was told the 150\\.00 arrived in full; nothing moved\\n$`));
    const noReason = await cashier('dispute-close', closed);
    expect(noReason.code).toBe(64);
    expect(noReason.stderr).toContain('dispute-close needs --reason');
    const done = await cashier('dispute-close', closed, '--reason', 'the bank returned the transfer: bind another account');
    expect(done.stdout).toMatch(new RegExp(`^${closed}.*closed: the bank returned the transfer: bind another account\\nclosed; demo_player was told why\\n$`));
    expect(await balance()).toBe(before);
    expect((await cashier('dispute-confirm', closed)).stderr).toContain('is already resolved (closed by dev');
    const inbox = await test.db.query<{ title: string }>('SELECT title FROM member_message WHERE member_id = $1 ORDER BY id DESC LIMIT 2', [memberId]);
    expect(inbox.rows.map((row) => row.title)).toEqual(['Reclamación de retiro cerrada', 'Reclamación de retiro revisada']);

    for (const args of [['dispute', 'nope'], ['dispute-pay', closed, '--amount', '1.234'], ['disputes', '--status', 'paid'], ['dispute-confirm']]) {
      const bad = await cashier(...args);
      expect({ args, code: bad.code }).toEqual({ args, code: 64 });
      expect(bad.stderr).toContain('Usage:');
    }
  });
});
