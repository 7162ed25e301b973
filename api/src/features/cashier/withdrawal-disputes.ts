/**
 * Withdrawal disputes (issue 26 #9): a paid withdrawal the player answered "partly received" or "not
 * received" (with the amount that arrived and proof images) waits for the operator, who resolves it
 * once: confirm (the full amount did arrive: nothing moves), pay (the difference, or part of it, from
 * BANK to the member's main wallet through the ledger) or close (with a reason the player reads).
 * Each resolution locks the order row, writes the one `withdrawal_dispute` row, moves the money and
 * sends the inbox message in the caller's transaction: a second one is refused (409), never applied.
 */
import type { IsoDateTime, Money, WithdrawAccount, WithdrawalDisputeStatus, WithdrawalReceipt, WithdrawalStatus } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError, translatedRefusal } from '../../http/envelope';
import type { UploadedImage } from '../../http/images';
import { houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { fromCents, negate, toCents } from '../../money/cents';
import { notifyMember } from './notifications';
import { DISPUTED_RECEIPTS, maskAccountNo } from './withdrawal-repository';

export type DisputeFilter = 'open' | 'resolved' | 'all';
export const DISPUTE_FILTERS: readonly DisputeFilter[] = ['open', 'resolved', 'all'];

/** A dispute as the operator sees it (scripts/cashier disputes, dispute W...). */
export interface WithdrawalDisputeView {
  orderId: string;
  memberId: string;
  /** The member's login name. */
  account: string;
  amount: Money;
  receipt: Extract<WithdrawalReceipt, 'partlyReceived' | 'notReceived'>;
  /** What the player says arrived ('0.00' when not received). */
  receivedAmount: Money;
  /** The order's amount less what arrived: the most a payment may be. */
  difference: Money;
  reportedAt: IsoDateTime | null;
  paidOutAt: IsoDateTime | null;
  paidOutBy: string | null;
  payTo: WithdrawAccount;
  proofCount: number;
  status: WithdrawalDisputeStatus;
  paidAmount: Money | null;
  reason: string | null;
  resolvedBy: string | null;
  resolvedAt: IsoDateTime | null;
  /** The journal of the payment (status paid). */
  journalId: number | null;
}

export interface DisputeProof {
  position: number;
  mime: UploadedImage['mime'];
  bytes: number;
}

export type DisputeResolution = { outcome: 'confirmed' } | { outcome: 'paid'; amount?: Money } | { outcome: 'closed'; reason: string };

interface DisputeRow {
  order_id: string;
  member_id: string;
  account: string;
  amount: string;
  receipt: WithdrawalDisputeView['receipt'];
  received_amount: string | null;
  receipt_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  account_id: number;
  kind: WithdrawAccount['kind'];
  provider: string;
  account_no: string;
  holder_name: string;
  proof_count: number;
  outcome: Exclude<WithdrawalDisputeStatus, 'open'> | null;
  paid_amount: string | null;
  reason: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  journal_id: number | string | null;
}

const DISPUTE_SELECT = `SELECT o.id AS order_id, o.member_id, m.account, o.amount, o.receipt, o.received_amount, o.receipt_at,
    o.decided_at, o.decided_by, a.id AS account_id, a.kind, a.provider, a.account_no, a.holder_name,
    (SELECT count(*)::int FROM withdrawal_proof p WHERE p.order_id = o.id) AS proof_count,
    d.outcome, d.paid_amount, d.reason, d.resolved_by, d.resolved_at, d.journal_id
  FROM withdrawal_order o
  JOIN member m ON m.id = o.member_id
  JOIN withdraw_account a ON a.id = o.account_id
  LEFT JOIN withdrawal_dispute d ON d.order_id = o.id
  WHERE o.receipt = ANY($1::text[])`;

const iso = (value: Date | null): IsoDateTime | null => value?.toISOString() ?? null;

function toView(row: DisputeRow): WithdrawalDisputeView {
  const received = row.received_amount ?? '0.00';
  return {
    orderId: row.order_id,
    memberId: row.member_id,
    account: row.account,
    amount: row.amount,
    receipt: row.receipt,
    receivedAmount: received,
    difference: fromCents(toCents(row.amount) - toCents(received)),
    reportedAt: iso(row.receipt_at),
    paidOutAt: iso(row.decided_at),
    paidOutBy: row.decided_by,
    payTo: { id: String(row.account_id), kind: row.kind, provider: row.provider, accountNo: maskAccountNo(row.account_no), holderName: row.holder_name },
    proofCount: row.proof_count,
    status: row.outcome ?? 'open',
    paidAmount: row.paid_amount,
    reason: row.reason,
    resolvedBy: row.resolved_by,
    resolvedAt: iso(row.resolved_at),
    journalId: row.journal_id === null ? null : Number(row.journal_id),
  };
}

/** Open disputes oldest answer first (the order to look at them in); resolved ones newest first. */
export async function listDisputes(db: Queryable, filter: DisputeFilter): Promise<WithdrawalDisputeView[]> {
  const where = { open: 'AND d.order_id IS NULL', resolved: 'AND d.order_id IS NOT NULL', all: '' }[filter];
  const order = filter === 'resolved' ? 'd.resolved_at DESC, o.id DESC' : '(d.order_id IS NOT NULL), o.receipt_at, o.id';
  const { rows } = await db.query<DisputeRow>(`${DISPUTE_SELECT} ${where} ORDER BY ${order} LIMIT 500`, [DISPUTED_RECEIPTS]);
  return rows.map(toView);
}

export async function findDispute(db: Queryable, orderId: string): Promise<WithdrawalDisputeView | null> {
  const { rows } = await db.query<DisputeRow>(`${DISPUTE_SELECT} AND o.id = $2`, [DISPUTED_RECEIPTS, orderId]);
  return rows[0] ? toView(rows[0]) : null;
}

export async function listDisputeProofs(db: Queryable, orderId: string): Promise<DisputeProof[]> {
  const { rows } = await db.query<{ position: number; mime: DisputeProof['mime']; bytes: number }>(
    'SELECT position, mime, octet_length(data)::int AS bytes FROM withdrawal_proof WHERE order_id = $1 ORDER BY position',
    [orderId],
  );
  return rows.map((row) => ({ position: Number(row.position), mime: row.mime, bytes: Number(row.bytes) }));
}

export async function readDisputeProof(db: Queryable, orderId: string, position: number): Promise<UploadedImage | null> {
  const { rows } = await db.query<{ mime: UploadedImage['mime']; data: Uint8Array }>(
    'SELECT mime, data FROM withdrawal_proof WHERE order_id = $1 AND position = $2',
    [orderId, position],
  );
  const row = rows[0];
  return row ? { mime: row.mime, data: Buffer.from(row.data) } : null;
}

// --- Refusals: in the request's language (the scripts ask for English), each with a code ---

const MESSAGES = {
  notDisputed: {
    es: 'El retiro {{orderId}} no es una reclamación: el jugador no respondió «recibido en parte» ni «no recibido»',
    en: 'Withdrawal {{orderId}} is not a dispute: the player did not answer "partly received" or "not received"',
  },
  alreadyResolved: {
    es: 'La reclamación del retiro {{orderId}} ya está resuelta ({{outcome}} por {{by}} el {{at}}): no se puede resolver otra vez',
    en: 'The dispute of withdrawal {{orderId}} is already resolved ({{outcome}} by {{by}} at {{at}}): it cannot be resolved again',
  },
  amountTooHigh: {
    es: 'Como máximo {{max}}: el importe del retiro menos lo que el jugador dice haber recibido',
    en: 'At most {{max}}: the withdrawal amount less what the player says arrived',
  },
} as const;

const OUTCOME_TEXT: Record<Exclude<WithdrawalDisputeStatus, 'open'>, Record<'es' | 'en', string>> = {
  confirmed: { es: 'confirmada', en: 'confirmed' },
  paid: { es: 'pagada', en: 'paid' },
  closed: { es: 'cerrada', en: 'closed' },
};

function refusal(status: number, key: keyof typeof MESSAGES, params: Record<string, string>, langParams: Partial<Record<'es' | 'en', Record<string, string>>> = {}): HttpError {
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  return translatedRefusal(
    { es: fill(MESSAGES[key].es, { ...params, ...langParams.es }), en: fill(MESSAGES[key].en, { ...params, ...langParams.en }) },
    { code: key, ...params },
    status,
  );
}

/**
 * Resolves the order's dispute once, in the caller's transaction: the order row is locked first (a
 * second resolution waits, then finds this one and is refused with 409), then the payment's journal
 * (BANK -> member MAIN, `withdrawalReturned` in the account record), the resolution row and the
 * member's inbox message.
 */
export async function resolveDispute(tx: Queryable, orderId: string, resolution: DisputeResolution, operator: string): Promise<WithdrawalDisputeView> {
  const { rows } = await tx.query<{ member_id: string; amount: string; status: WithdrawalStatus; receipt: WithdrawalReceipt | null; received_amount: string | null }>(
    'SELECT member_id, amount, status, receipt, received_amount FROM withdrawal_order WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  const order = rows[0];
  if (!order) throw new HttpError(404, `Withdrawal ${orderId} not found`);
  if (order.status !== 'approved' || order.receipt === null || !DISPUTED_RECEIPTS.includes(order.receipt)) {
    throw refusal(409, 'notDisputed', { orderId });
  }
  const done = await tx.query<{ outcome: Exclude<WithdrawalDisputeStatus, 'open'>; resolved_by: string; resolved_at: Date }>(
    'SELECT outcome, resolved_by, resolved_at FROM withdrawal_dispute WHERE order_id = $1',
    [orderId],
  );
  const previous = done.rows[0];
  if (previous) {
    const at = `${previous.resolved_at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    throw refusal(
      409,
      'alreadyResolved',
      { orderId, by: previous.resolved_by, at, status: previous.outcome },
      { es: { outcome: OUTCOME_TEXT[previous.outcome].es }, en: { outcome: OUTCOME_TEXT[previous.outcome].en } },
    );
  }

  const difference = toCents(order.amount) - toCents(order.received_amount ?? '0.00');
  let paidAmount: Money | null = null;
  let journalId: number | null = null;
  if (resolution.outcome === 'paid') {
    const cents = resolution.amount === undefined ? difference : toCents(resolution.amount);
    if (cents <= 0n) throw new HttpError(400, 'Invalid body: amount must be above 0');
    if (cents > difference) throw refusal(400, 'amountTooHigh', { orderId, max: fromCents(difference) });
    paidAmount = fromCents(cents);
    const posted = await postJournal(tx, {
      kind: 'withdrawal_dispute_paid',
      reference: orderId,
      memberId: order.member_id,
      legs: [
        { account: houseAccount('BANK'), amount: negate(paidAmount), entryType: 'withdrawalReturned' },
        { account: memberAccount(order.member_id, 'MAIN'), amount: paidAmount, entryType: 'withdrawalReturned' },
      ],
    });
    journalId = posted.journalId;
  }
  const reason = resolution.outcome === 'closed' ? resolution.reason : null;
  await tx.query(
    `INSERT INTO withdrawal_dispute (order_id, outcome, paid_amount, journal_id, reason, resolved_by) VALUES ($1, $2, $3::numeric, $4, $5, $6)`,
    [orderId, resolution.outcome, paidAmount, journalId, reason, operator],
  );

  if (resolution.outcome === 'confirmed') {
    await notifyMember(tx, order.member_id, 'withdrawalDisputeConfirmed', { orderId, amount: order.amount });
  } else if (resolution.outcome === 'paid') {
    await notifyMember(tx, order.member_id, 'withdrawalDisputePaid', { orderId, amount: order.amount, paid: paidAmount ?? '' });
  } else {
    await notifyMember(tx, order.member_id, 'withdrawalDisputeClosed', { orderId, amount: order.amount, reason: reason ?? '' });
  }
  return (await findDispute(tx, orderId)) as WithdrawalDisputeView;
}
