/**
 * Wallet calls: balance, transfers between wallets, the merchant wallet mode and the withdrawal
 * confirmation (spec 2 §3, §4, §7 "Wallet"). All amounts are `Money` strings.
 */
import type { Money } from './common';
import { endpoint, type NoPayload } from './endpoint';

export interface WalletBalance {
  wallet: string;
  balance: Money;
}
export interface Balance {
  sumBalance: Money;
  /** 'P' (spec 1 §9). */
  currencySymbol: string;
  /** Per-wallet balances (our addition; empty in single-wallet mode). */
  wallets: WalletBalance[];
}
export const balance = endpoint<NoPayload, Balance>({ method: 'GET', path: '/wps/v2/wallets/balance', auth: true, encrypted: false });

/** The main wallet's name in transfers and per-wallet balances; vendor wallets are named by vassalage. */
export const MAIN_WALLET = 'MAIN';

/**
 * Transfer between the main wallet and a vendor wallet (payload not shown). Only when the merchant
 * wallet is not single. `idempotencyKey` (our addition, 8-64 of A-Z a-z 0-9 _ -): a retried request
 * with the same key is answered with the current balance and moves nothing again.
 */
export interface WalletTransferRequest {
  fromWallet: string;
  toWallet: string;
  amount: Money;
  idempotencyKey: string;
}
export const walletTransfer = endpoint<WalletTransferRequest, Balance>({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: true,
  encrypted: false,
});

export interface MerchantWallet {
  /** One wallet for every vendor: no transfers needed. */
  isSingle: boolean;
}
export const merchantWallet = endpoint<NoPayload, MerchantWallet>({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: true,
  encrypted: false,
});

/**
 * Withdrawal confirmation by the receiving member (spec 2 §4). Path, method and body not shown:
 * POST with the order, the answer and optional proof images (data URLs; png or jpg, at most 3, 5MB each).
 * Unconfirmed after the configured minutes it counts as received.
 */
export type WithdrawalReceipt = 'received' | 'partlyReceived' | 'notReceived';
export interface WithdrawalConfirmRequest {
  orderId: string;
  receipt: WithdrawalReceipt;
  /** The amount received when partly received. */
  receivedAmount?: Money;
  proofImages?: string[];
}
export const confirmWithdrawal = endpoint<WithdrawalConfirmRequest, null>({
  method: 'POST',
  path: '/wps/relay/MCS2_confirmWithdrawal',
  auth: true,
  encrypted: false,
});
