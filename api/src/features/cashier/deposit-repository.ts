/**
 * Deposit orders. An order is created pending; the payment channel's confirmation (the gateway's
 * signed callback, or the operator) credits it exactly once: the order row is locked and only a
 * pending order moves money, so a repeated or racing confirmation finds it settled and moves nothing.
 */
import type { DepositChannel, DepositChannelKind, DepositOrder, DepositStatus, Language, Money, Page } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { houseAccount, type Leg, memberAccount, postJournal } from '../../ledger/ledger';
import { recordActivity } from '../loyalty/activity-events';
import { fromCents, negate, toCents } from '../../money/cents';
import { rewardReferrerOfFirstDeposit } from '../referral/referral-reward';
import { notifyMember } from './notifications';

interface ChannelRow {
  id: string;
  kind: DepositChannelKind;
  name_es: string;
  name_en: string;
  min_amount: string;
  max_amount: string;
  fee_percent: string;
  fee_fixed: string;
  instructions_es: string;
  instructions_en: string;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_no: string | null;
}

function toChannel(row: ChannelRow, language: Language): DepositChannel {
  return {
    id: row.id,
    name: language === 'en' ? row.name_en : row.name_es,
    kind: row.kind,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    feePercent: row.fee_percent,
    feeFixed: row.fee_fixed,
    instructions: language === 'en' ? row.instructions_en : row.instructions_es,
    bankAccount:
      row.kind === 'bank' && row.bank_name && row.bank_account_name && row.bank_account_no
        ? { bankName: row.bank_name, accountName: row.bank_account_name, accountNo: row.bank_account_no }
        : null,
  };
}

const CHANNEL_COLUMNS = `c.id, c.kind, c.name_es, c.name_en, c.min_amount, c.max_amount, c.fee_percent, c.fee_fixed,
  c.instructions_es, c.instructions_en, c.bank_name, c.bank_account_name, c.bank_account_no`;

export async function listChannels(db: Queryable, language: Language): Promise<DepositChannel[]> {
  const { rows } = await db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM payment_channel c WHERE c.enabled ORDER BY c.sort_order, c.id`);
  return rows.map((row) => toChannel(row, language));
}

export async function findChannel(db: Queryable, id: string, language: Language): Promise<DepositChannel | null> {
  const { rows } = await db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM payment_channel c WHERE c.enabled AND c.id = $1`, [id]);
  return rows[0] ? toChannel(rows[0], language) : null;
}

/** The player's fee: amount x percent / 100, rounded half up to the cent, plus the fixed part. */
export function depositFee(amount: Money, feePercent: Money, feeFixed: Money): Money {
  const proportional = (toCents(amount) * toCents(feePercent) + 5_000n) / 10_000n;
  return fromCents(proportional + toCents(feeFixed));
}

interface OrderRow extends ChannelRow {
  order_id: string;
  channel_id: string;
  member_id: string;
  amount: string;
  fee: string;
  status: DepositStatus;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

function toOrder(row: OrderRow, language: Language): DepositOrder {
  const channel = toChannel(row, language);
  return {
    orderId: row.order_id,
    channelId: row.channel_id,
    channelName: channel.name,
    kind: channel.kind,
    amount: row.amount,
    fee: row.fee,
    creditAmount: fromCents(toCents(row.amount) - toCents(row.fee)),
    status: row.status,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    instructions: channel.instructions,
    bankAccount: channel.bankAccount,
    payUrl: null,
  };
}

const ORDER_SELECT = `SELECT o.id AS order_id, o.channel_id, o.member_id, o.amount, o.fee, o.status, o.failure_reason, o.created_at, o.updated_at,
  ${CHANNEL_COLUMNS} FROM deposit_order o JOIN payment_channel c ON c.id = o.channel_id`;

export async function createDepositOrder(tx: Queryable, memberId: string, channel: DepositChannel, amount: Money, language: Language): Promise<DepositOrder> {
  const fee = depositFee(amount, channel.feePercent, channel.feeFixed);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO deposit_order (id, member_id, channel_id, amount, fee)
     VALUES ('D' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(nextval('cashier_order_seq')::text, 6, '0'), $1, $2, $3::numeric, $4::numeric)
     RETURNING id`,
    [memberId, channel.id, amount, fee],
  );
  return (await readDepositOrder(tx, (rows[0] as { id: string }).id, language)) as DepositOrder;
}

export async function readDepositOrder(db: Queryable, orderId: string, language: Language): Promise<DepositOrder | null> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [orderId]);
  return rows[0] ? toOrder(rows[0], language) : null;
}

export async function listMemberDeposits(db: Queryable, memberId: string, pageNo: number, pageSize: number, language: Language): Promise<Page<DepositOrder>> {
  const { rows } = await db.query<OrderRow & { total: number }>(
    `${ORDER_SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')} WHERE o.member_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const totalCount = rows[0]?.total ?? (await countDeposits(db, memberId));
  return { list: rows.map((row) => toOrder(row, language)), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

async function countDeposits(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_order WHERE member_id = $1', [memberId]);
  return rows[0]?.n ?? 0;
}

export interface DepositSettlement {
  orderId: string;
  status: 'paid' | 'failed';
  /** The amount the channel received; must equal the order's. */
  amount: Money;
  gatewayRef: string;
  reason?: string;
}

/**
 * Credits (paid) or fails a pending order, once, in the caller's transaction. A settled order is
 * answered as it is; a paid callback whose amount differs from the order's is refused (400).
 */
export async function settleDeposit(tx: Queryable, settlement: DepositSettlement): Promise<DepositOrder> {
  const { rows } = await tx.query<{ member_id: string; amount: string; fee: string; status: DepositStatus }>(
    'SELECT member_id, amount, fee, status FROM deposit_order WHERE id = $1 FOR UPDATE',
    [settlement.orderId],
  );
  const order = rows[0];
  if (!order) throw new HttpError(404, `Deposit order ${settlement.orderId} not found`);
  if (order.status === 'pending') {
    if (settlement.status === 'paid') {
      if (toCents(settlement.amount) !== toCents(order.amount)) {
        throw new HttpError(400, `Invalid body: amount ${settlement.amount} differs from the order's ${order.amount}`);
      }
      const credit = fromCents(toCents(order.amount) - toCents(order.fee));
      const legs: Leg[] = [
        { account: houseAccount('BANK'), amount: negate(order.amount), entryType: 'deposit' },
        { account: memberAccount(order.member_id, 'MAIN'), amount: credit, entryType: 'deposit' },
      ];
      if (toCents(order.fee) > 0n) legs.push({ account: houseAccount('FEES'), amount: order.fee, entryType: 'deposit' });
      const posted = await postJournal(tx, { kind: 'deposit', reference: settlement.orderId, memberId: order.member_id, legs });
      await tx.query(
        `UPDATE deposit_order SET status = 'credited', gateway_ref = $2, journal_id = $3, updated_at = now() WHERE id = $1`,
        [settlement.orderId, settlement.gatewayRef, posted.journalId],
      );
      await notifyMember(tx, order.member_id, 'depositCredited', { orderId: settlement.orderId, amount: credit });
      await recordActivity(tx, { kind: 'deposit', memberId: order.member_id, orderId: settlement.orderId, amount: credit, at: posted.createdAt });
      await rewardReferrerOfFirstDeposit(tx, order.member_id, order.amount, new Date());
    } else {
      const reason = settlement.reason?.trim() || 'declined by the payment channel';
      await tx.query(`UPDATE deposit_order SET status = 'failed', gateway_ref = $2, failure_reason = $3, updated_at = now() WHERE id = $1`, [
        settlement.orderId,
        settlement.gatewayRef,
        reason,
      ]);
      await notifyMember(tx, order.member_id, 'depositFailed', { orderId: settlement.orderId, amount: order.amount, reason });
    }
  }
  return (await readDepositOrder(tx, settlement.orderId, 'en')) as DepositOrder;
}

/** Pending orders of every member, oldest first (the operator's queue). */
export async function listPendingDeposits(db: Queryable): Promise<(DepositOrder & { memberId: string })[]> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.status = 'pending' ORDER BY o.created_at, o.id LIMIT 500`);
  return rows.map((row) => ({ ...toOrder(row, 'en'), memberId: row.member_id }));
}
