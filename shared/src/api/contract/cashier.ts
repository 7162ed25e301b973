/**
 * The cashier: deposits through the operator's payment channels, withdrawals to a bound bank card
 * or e-wallet with the payment password, the player's confirmation of a paid withdrawal (spec 2 §4)
 * and transfers to the upline agent. Paths and shapes are not shown by the spec: ours, written down
 * in docs/cashier.md. Every call that moves money is `idempotent` (Idempotency-Key header).
 */
import type { IsoDateTime, Money, Page, PageQuery } from './common';
import { endpoint, type NoPayload } from './endpoint';

// --- Deposit (depositv2) ---

/** bank: a transfer to the operator's account; ewallet and gateway: paid on the channel's page. */
export type DepositChannelKind = 'bank' | 'ewallet' | 'gateway';

export interface BankAccount {
  bankName: string;
  accountName: string;
  accountNo: string;
}

export interface DepositChannel {
  id: string;
  name: string;
  kind: DepositChannelKind;
  minAmount: Money;
  maxAmount: Money;
  /** Fee the player pays: a percentage of the amount ('1.50' is 1.5 %) plus a fixed part. */
  feePercent: Money;
  feeFixed: Money;
  /** What to do after ordering, in the request's language. */
  instructions: string;
  /** The account to transfer to (bank channels only). */
  bankAccount: BankAccount | null;
}
export const depositChannels = endpoint<NoPayload, DepositChannel[]>({
  method: 'GET',
  path: '/wps/cashier/deposit/channels',
  auth: true,
  encrypted: false,
});

export interface DepositRequest {
  channelId: string;
  amount: Money;
}
/** pending until the channel confirms it; credited once; failed when the channel says so. */
export type DepositStatus = 'pending' | 'credited' | 'failed';
export interface DepositOrder {
  orderId: string;
  channelId: string;
  channelName: string;
  kind: DepositChannelKind;
  amount: Money;
  fee: Money;
  /** amount - fee: what reaches the main wallet. */
  creditAmount: Money;
  status: DepositStatus;
  /** Why it failed (the channel's words), else null. */
  failureReason: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  instructions: string;
  bankAccount: BankAccount | null;
  /** The simulated gateway's payment page for ewallet and gateway channels, else null. */
  payUrl: string | null;
}
export const createDeposit = endpoint<DepositRequest, DepositOrder>({
  method: 'POST',
  path: '/wps/cashier/deposit',
  auth: true,
  encrypted: false,
  idempotent: true,
});
/** The member's deposit orders, newest first. */
export const depositOrders = endpoint<PageQuery, Page<DepositOrder>>({
  method: 'GET',
  path: '/wps/cashier/deposit/orders',
  auth: true,
  encrypted: false,
});

/**
 * The payment gateway's callback (server to server, not called by the browser). The raw JSON body
 * is signed with HMAC-SHA256 under the gateway secret: header `X-Gateway-Signature: sha256=<hex>`.
 * Repeating a callback never credits twice.
 */
export const GATEWAY_SIGNATURE_HEADER = 'X-Gateway-Signature';
export interface GatewayCallback {
  orderId: string;
  status: 'paid' | 'failed';
  amount: Money;
  gatewayRef: string;
  reason?: string;
}
export const gatewayCallback = endpoint<GatewayCallback, DepositOrder>({
  method: 'POST',
  path: '/wps/cashier/gateway/callback',
  auth: false,
  encrypted: false,
});

// --- Payment (withdraw) password ---

/** Set once (oldPassword left out), then changed with the old one. 6 to 20 characters. */
export interface PaymentPasswordRequest {
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}
export const setPaymentPassword = endpoint<PaymentPasswordRequest, null>({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  auth: true,
  encrypted: false,
});

// --- Withdrawal ---

export type WithdrawAccountKind = 'bank' | 'ewallet';
export interface WithdrawAccount {
  id: string;
  kind: WithdrawAccountKind;
  /** Bank or e-wallet name. */
  provider: string;
  /** Masked: only the last four digits ('•••• 1234'). */
  accountNo: string;
  holderName: string;
}
/** The holder name must be the payee name given at registration (compared ignoring case and spaces). */
export interface BindWithdrawAccountRequest {
  kind: WithdrawAccountKind;
  provider: string;
  /** 6 to 30 digits. */
  accountNo: string;
  holderName: string;
}
export const bindWithdrawAccount = endpoint<BindWithdrawAccountRequest, WithdrawAccount>({
  method: 'POST',
  path: '/wps/cashier/withdraw/accounts',
  auth: true,
  encrypted: false,
});

/** What an active bonus still asks to be wagered before a withdrawal. */
export interface TurnoverBlock {
  bonusName: string;
  required: Money;
  done: Money;
  remaining: Money;
}
export interface WithdrawInfo {
  minAmount: Money;
  maxAmount: Money;
  /** The main wallet. */
  balance: Money;
  /** What may be withdrawn now: the main balance, or 0.00 while a turnover requirement is unmet. */
  withdrawable: Money;
  turnoverBlock: TurnoverBlock | null;
  hasPaymentPassword: boolean;
  /** The payee name given at registration (null: the first bound account sets it). */
  payeeName: string | null;
  accounts: WithdrawAccount[];
  /** At most this many accounts may be bound. */
  maxAccounts: number;
  /** Minutes the player has to confirm a paid withdrawal before it counts as received. */
  confirmMinutes: number;
}
export const withdrawInfo = endpoint<NoPayload, WithdrawInfo>({
  method: 'GET',
  path: '/wps/cashier/withdraw/info',
  auth: true,
  encrypted: false,
});

export interface WithdrawRequest {
  accountId: string;
  amount: Money;
  paymentPassword: string;
}
/** pending: held from the main wallet; approved: paid out; rejected: returned to the main wallet. */
export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';
/** The player's answer after approval (spec 2 §4). */
export type WithdrawalReceipt = 'received' | 'partlyReceived' | 'notReceived';
export interface WithdrawalOrder {
  orderId: string;
  amount: Money;
  account: WithdrawAccount;
  status: WithdrawalStatus;
  rejectReason: string | null;
  createdAt: IsoDateTime;
  decidedAt: IsoDateTime | null;
  /** null until answered; 'received' once the confirmation time has passed unanswered. */
  receipt: WithdrawalReceipt | null;
  receivedAmount: Money | null;
  /** Deadline of the confirmation (approved orders only). */
  confirmBy: IsoDateTime | null;
  /** Counted as received because nobody answered in time. */
  autoConfirmed: boolean;
  /** The player may still answer (approved, unanswered, before confirmBy). */
  awaitingConfirmation: boolean;
  proofCount: number;
  /**
   * Issue 26 #9: a partly or not received answer is a dispute for the operator; its state and outcome.
   * Absent when the order is no dispute.
   */
  dispute?: WithdrawalDispute;
}
/** open until the operator resolves it, once: confirmed (paid in full), paid (the difference) or closed. */
export type WithdrawalDisputeStatus = 'open' | 'confirmed' | 'paid' | 'closed';
export interface WithdrawalDispute {
  status: WithdrawalDisputeStatus;
  /** Credited to the main wallet (status paid), else null. */
  paidAmount: Money | null;
  /** The operator's reason (status closed), else null. */
  reason: string | null;
  resolvedAt: IsoDateTime | null;
}
export const createWithdrawal = endpoint<WithdrawRequest, WithdrawalOrder>({
  method: 'POST',
  path: '/wps/cashier/withdraw',
  auth: true,
  encrypted: false,
  idempotent: true,
});
export const withdrawalOrders = endpoint<PageQuery, Page<WithdrawalOrder>>({
  method: 'GET',
  path: '/wps/cashier/withdraw/orders',
  auth: true,
  encrypted: false,
});

/** Proof images: data URLs of png or jpeg, at most 3, at most 5 MB each (decoded). */
export const PROOF_MAX_IMAGES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Withdrawal confirmation by the receiving member (spec 2 §4; request not shown). receivedAmount
 * is required for partlyReceived (above 0, below the order's amount); proof images are required for
 * notReceived and allowed for partlyReceived.
 */
export interface WithdrawalConfirmRequest {
  orderId: string;
  receipt: WithdrawalReceipt;
  receivedAmount?: Money;
  proofImages?: string[];
}
export const confirmWithdrawal = endpoint<WithdrawalConfirmRequest, WithdrawalOrder>({
  method: 'POST',
  path: '/wps/relay/MCS2_confirmWithdrawal',
  auth: true,
  encrypted: false,
});

// --- Transfer to upline ---

export interface UplineInfo {
  /** The member has an upline agent and may send to it (toUpline). */
  allowed: boolean;
  uplineAccount: string | null;
  balance: Money;
  minAmount: Money;
  hasPaymentPassword: boolean;
}
export const uplineInfo = endpoint<NoPayload, UplineInfo>({
  method: 'GET',
  path: '/wps/cashier/upline',
  auth: true,
  encrypted: false,
});
export interface UplineTransferRequest {
  amount: Money;
  paymentPassword: string;
}
export interface UplineTransferResult {
  reference: string;
  amount: Money;
  uplineAccount: string;
  /** The main wallet after the transfer. */
  balance: Money;
}
export const transferToUpline = endpoint<UplineTransferRequest, UplineTransferResult>({
  method: 'POST',
  path: '/wps/cashier/upline/transfer',
  auth: true,
  encrypted: false,
  idempotent: true,
});
