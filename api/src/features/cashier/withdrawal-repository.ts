/**
 * Withdrawals, modelled as a pending transfer: the amount leaves the main wallet at once into the
 * house's withdrawal hold; the operator's approval pays it out of the hold (to BANK), a rejection
 * returns it to the main wallet. Each decision moves money only while the order is pending (the
 * order row is locked), so it happens once. After approval the player confirms receipt (spec 2 §4);
 * unanswered past `confirm_by`, it counts as received.
 */
import type {
  BindWithdrawAccountRequest,
  Money,
  Page,
  TurnoverBlock,
  WithdrawAccount,
  WithdrawalConfirmRequest,
  WithdrawalDisputeStatus,
  WithdrawalOrder,
  WithdrawalReceipt,
  WithdrawalStatus,
} from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { fromCents, negate, toCents } from '../../money/cents';
import { readActiveTurnovers } from '../bonus/bonus-repository';
import { cashierRefusal } from './cashier-messages';
import { notifyMember } from './notifications';
import { decodeProofImages } from './proof-images';

// --- Bound accounts ---

interface AccountRow {
  id: number;
  kind: 'bank' | 'ewallet';
  provider: string;
  account_no: string;
  holder_name: string;
}

export function maskAccountNo(accountNo: string): string {
  return `•••• ${accountNo.slice(-4)}`;
}

const toAccount = (row: AccountRow): WithdrawAccount => ({
  id: String(row.id),
  kind: row.kind,
  provider: row.provider,
  accountNo: maskAccountNo(row.account_no),
  holderName: row.holder_name,
});

export async function listAccounts(db: Queryable, memberId: string): Promise<WithdrawAccount[]> {
  const { rows } = await db.query<AccountRow>(
    'SELECT id, kind, provider, account_no, holder_name FROM withdraw_account WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map(toAccount);
}

/** Names compared as people write them: case, accents of spacing and repeated spaces ignored. */
export function sameName(a: string, b: string): boolean {
  const norm = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleUpperCase();
  return norm(a) === norm(b);
}

export async function bindAccount(db: Database, memberId: string, request: BindWithdrawAccountRequest, maxAccounts: number): Promise<WithdrawAccount> {
  return db.transaction(async (tx) => {
    // Locks the member row: two binds at once cannot both pass the count.
    const { rows } = await tx.query<{ payee_name: string | null }>('SELECT payee_name FROM member WHERE id = $1 FOR UPDATE', [memberId]);
    const payee = rows[0]?.payee_name ?? null;
    const holder = request.holderName.trim().replace(/\s+/g, ' ');
    if (payee !== null && payee.trim() !== '' && !sameName(payee, holder)) throw cashierRefusal('payeeMismatch', { payee });
    const count = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_account WHERE member_id = $1', [memberId]);
    if ((count.rows[0]?.n ?? 0) >= maxAccounts) throw cashierRefusal('tooManyAccounts', { max: maxAccounts });
    const inserted = await tx.query<AccountRow>(
      `INSERT INTO withdraw_account (member_id, kind, provider, account_no, holder_name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, kind, account_no) DO NOTHING RETURNING id, kind, provider, account_no, holder_name`,
      [memberId, request.kind, request.provider.trim(), request.accountNo, holder],
    );
    const row = inserted.rows[0];
    if (!row) throw cashierRefusal('accountTaken');
    // No payee name at registration: the first bound account's holder becomes it.
    if (payee === null || payee.trim() === '') await tx.query('UPDATE member SET payee_name = $2 WHERE id = $1', [memberId, holder]);
    return toAccount(row);
  });
}

// --- Turnover of active bonuses ---

/** The first active bonus whose turnover (valid bets since it was granted) is not met; met ones are completed. */
export async function turnoverBlock(db: Queryable, memberId: string): Promise<TurnoverBlock | null> {
  const rows = await readActiveTurnovers(db, memberId);
  for (const row of rows) {
    const remaining = toCents(row.required) - toCents(row.done);
    if (remaining > 0n) return { bonusName: row.name, required: row.required, done: row.done, remaining: fromCents(remaining) };
    await db.query(`UPDATE member_bonus SET status = 'completed' WHERE id = $1 AND status = 'active'`, [row.id]);
  }
  return null;
}

// --- Orders ---

interface OrderRow extends AccountRow {
  order_id: string;
  member_id: string;
  account_id: number;
  amount: string;
  status: WithdrawalStatus;
  reject_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  confirm_by: Date | null;
  receipt: WithdrawalReceipt | null;
  received_amount: string | null;
  overdue: boolean;
  proof_count: number;
  dispute_outcome: Exclude<WithdrawalDisputeStatus, 'open'> | null;
  dispute_paid_amount: string | null;
  dispute_reason: string | null;
  dispute_resolved_at: Date | null;
}

const ORDER_SELECT = `SELECT o.id AS order_id, o.member_id, o.account_id, o.amount, o.status, o.reject_reason, o.created_at, o.decided_at,
    o.confirm_by, o.receipt, o.received_amount, (o.confirm_by IS NOT NULL AND o.confirm_by <= now()) AS overdue,
    (SELECT count(*)::int FROM withdrawal_proof p WHERE p.order_id = o.id) AS proof_count,
    a.id, a.kind, a.provider, a.account_no, a.holder_name,
    d.outcome AS dispute_outcome, d.paid_amount AS dispute_paid_amount, d.reason AS dispute_reason, d.resolved_at AS dispute_resolved_at
  FROM withdrawal_order o JOIN withdraw_account a ON a.id = o.account_id
  LEFT JOIN withdrawal_dispute d ON d.order_id = o.id`;

/** Answers the operator has to look into (issue 26 #9, withdrawal-disputes.ts). */
export const DISPUTED_RECEIPTS: readonly WithdrawalReceipt[] = ['partlyReceived', 'notReceived'];

function toOrder(row: OrderRow): WithdrawalOrder {
  const autoConfirmed = row.status === 'approved' && row.receipt === null && row.overdue;
  return {
    orderId: row.order_id,
    amount: row.amount,
    account: toAccount(row),
    status: row.status,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    receipt: autoConfirmed ? 'received' : row.receipt,
    receivedAmount: autoConfirmed ? row.amount : row.received_amount,
    confirmBy: row.confirm_by?.toISOString() ?? null,
    autoConfirmed,
    awaitingConfirmation: row.status === 'approved' && row.receipt === null && !row.overdue,
    proofCount: row.proof_count,
    ...(row.receipt !== null && DISPUTED_RECEIPTS.includes(row.receipt)
      ? {
          dispute: {
            status: row.dispute_outcome ?? 'open',
            paidAmount: row.dispute_paid_amount,
            reason: row.dispute_reason,
            resolvedAt: row.dispute_resolved_at?.toISOString() ?? null,
          },
        }
      : {}),
  };
}

export async function readWithdrawal(db: Queryable, orderId: string): Promise<(WithdrawalOrder & { memberId: string }) | null> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [orderId]);
  return rows[0] ? { ...toOrder(rows[0]), memberId: rows[0].member_id } : null;
}

export async function listMemberWithdrawals(db: Queryable, memberId: string, pageNo: number, pageSize: number): Promise<Page<WithdrawalOrder>> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.member_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`, [
    memberId,
    pageSize,
    (pageNo - 1) * pageSize,
  ]);
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawal_order WHERE member_id = $1', [memberId]);
  const totalCount = count.rows[0]?.n ?? 0;
  return { list: rows.map(toOrder), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

/** Holds the amount (main wallet -> withdrawal hold) and records the pending order, in the caller's transaction. */
export async function createWithdrawal(tx: Queryable, memberId: string, accountId: string, amount: Money): Promise<WithdrawalOrder> {
  const account = await tx.query('SELECT 1 FROM withdraw_account WHERE id = $1 AND member_id = $2', [accountId, memberId]);
  if (account.rows.length === 0) throw cashierRefusal('unknownAccount');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO withdrawal_order (id, member_id, account_id, amount)
     VALUES ('W' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('cashier_order_seq')::text, 6, '0'), $1, $2, $3::numeric)
     RETURNING id`,
    [memberId, accountId, amount],
  );
  const orderId = (rows[0] as { id: string }).id;
  await postJournal(tx, {
    kind: 'withdrawal_hold',
    reference: orderId,
    memberId,
    legs: [
      { account: memberAccount(memberId, 'MAIN'), amount: negate(amount), entryType: 'withdrawal' },
      { account: houseAccount('WITHDRAWAL_HOLD'), amount, entryType: 'withdrawal' },
    ],
  });
  return toOrder((await tx.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [orderId])).rows[0] as OrderRow);
}

export type WithdrawalDecision = { approve: true; confirmMinutes: number } | { approve: false; reason: string };

/** The operator's decision on a pending order: 409 when it was already decided (nothing moves again). */
export async function decideWithdrawal(db: Database, orderId: string, decision: WithdrawalDecision, operator: string): Promise<WithdrawalOrder> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ member_id: string; amount: string; status: WithdrawalStatus }>(
      'SELECT member_id, amount, status FROM withdrawal_order WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    const order = rows[0];
    if (!order) throw new HttpError(404, `Withdrawal ${orderId} not found`);
    if (order.status !== 'pending') throw new HttpError(409, `Withdrawal ${orderId} is already ${order.status}`);
    if (decision.approve) {
      await postJournal(tx, {
        kind: 'withdrawal_paid',
        reference: orderId,
        memberId: order.member_id,
        legs: [
          { account: houseAccount('WITHDRAWAL_HOLD'), amount: negate(order.amount), entryType: 'withdrawal' },
          { account: houseAccount('BANK'), amount: order.amount, entryType: 'withdrawal' },
        ],
      });
      await tx.query(
        `UPDATE withdrawal_order SET status = 'approved', decided_at = now(), decided_by = $2,
            confirm_by = now() + make_interval(mins => $3) WHERE id = $1`,
        [orderId, operator, decision.confirmMinutes],
      );
      await notifyMember(tx, order.member_id, 'withdrawalApproved', { orderId, amount: order.amount, minutes: decision.confirmMinutes });
    } else {
      await postJournal(tx, {
        kind: 'withdrawal_returned',
        reference: orderId,
        memberId: order.member_id,
        legs: [
          { account: houseAccount('WITHDRAWAL_HOLD'), amount: negate(order.amount), entryType: 'withdrawalReturned' },
          { account: memberAccount(order.member_id, 'MAIN'), amount: order.amount, entryType: 'withdrawalReturned' },
        ],
      });
      await tx.query(`UPDATE withdrawal_order SET status = 'rejected', decided_at = now(), decided_by = $2, reject_reason = $3 WHERE id = $1`, [
        orderId,
        operator,
        decision.reason,
      ]);
      await notifyMember(tx, order.member_id, 'withdrawalRejected', { orderId, amount: order.amount, reason: decision.reason });
    }
    return toOrder((await tx.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [orderId])).rows[0] as OrderRow);
  });
}

/** The player's answer to a paid withdrawal, once, before its deadline. */
export async function confirmWithdrawal(db: Database, memberId: string, request: WithdrawalConfirmRequest): Promise<WithdrawalOrder> {
  const images = decodeProofImages(request.proofImages ?? []);
  if (images === null) throw cashierRefusal('proofInvalid');
  if (request.receipt === 'notReceived' && images.length === 0) throw cashierRefusal('proofNeeded');
  if (request.receipt === 'received' && images.length > 0) throw cashierRefusal('proofInvalid');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ amount: string; status: WithdrawalStatus; receipt: string | null; open: boolean }>(
      `SELECT amount, status, receipt, (confirm_by > now()) AS open FROM withdrawal_order WHERE id = $1 AND member_id = $2 FOR UPDATE`,
      [request.orderId, memberId],
    );
    const order = rows[0];
    if (!order) throw cashierRefusal('orderNotFound');
    if (order.status !== 'approved' || order.receipt !== null || !order.open) throw cashierRefusal('notAwaitingConfirmation');
    let received: Money;
    if (request.receipt === 'received') received = order.amount;
    else if (request.receipt === 'notReceived') received = '0.00';
    else {
      const part = request.receivedAmount === undefined ? null : toCents(request.receivedAmount);
      if (part === null || part <= 0n || part >= toCents(order.amount)) throw cashierRefusal('receivedAmountNeeded', { amount: order.amount });
      received = fromCents(part);
    }
    await tx.query(`UPDATE withdrawal_order SET receipt = $2, received_amount = $3::numeric, receipt_at = now() WHERE id = $1`, [
      request.orderId,
      request.receipt,
      received,
    ]);
    for (const [index, image] of images.entries()) {
      await tx.query('INSERT INTO withdrawal_proof (order_id, position, mime, data) VALUES ($1, $2, $3, $4)', [
        request.orderId,
        index + 1,
        image.mime,
        image.data,
      ]);
    }
    return toOrder((await tx.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [request.orderId])).rows[0] as OrderRow);
  });
}

/** Orders of every member in one state, oldest first (the operator's queue). */
export async function listWithdrawalsByStatus(db: Queryable, status: WithdrawalStatus): Promise<(WithdrawalOrder & { memberId: string })[]> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.status = $1 ORDER BY o.created_at, o.id LIMIT 500`, [status]);
  return rows.map((row) => ({ ...toOrder(row), memberId: row.member_id }));
}
