/**
 * Wallet calls: balance, the consolidated funds view, transfers between wallets, the merchant
 * wallet mode (spec 2 §3, §7 "Wallet"). All amounts are `Money` strings; calls that move money
 * are `idempotent` (an Idempotency-Key header, see endpoint.ts).
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
  /** Per-wallet balances (our addition): MAIN first, then each vendor wallet the member has. */
  wallets: WalletBalance[];
}
export const balance = endpoint<NoPayload, Balance>({ method: 'GET', path: '/wps/v2/wallets/balance', auth: true, encrypted: false });

/** The main wallet's name in transfers and per-wallet balances; vendor wallets are named by vassalage. */
export const MAIN_WALLET = 'MAIN';

/** One wallet of the consolidated view: MAIN or a vendor's (named by its display name). */
export interface FundsWallet {
  wallet: string;
  name: string;
  balance: Money;
}
/**
 * Consolidated funds (spec 2 §7 Wallet; shape not shown): every wallet with its balance. With a
 * single merchant wallet only MAIN is listed; otherwise every vendor's wallet, funded or not.
 */
export interface ConsolidatedFunds {
  isSingle: boolean;
  currencySymbol: string;
  sumBalance: Money;
  wallets: FundsWallet[];
}
export const consolidatedFunds = endpoint<NoPayload, ConsolidatedFunds>({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  encrypted: false,
});

/**
 * Transfer between the main wallet and a vendor wallet (payload not shown). Only when the merchant
 * wallet is not single. The key travels in the Idempotency-Key header; the body field stays
 * accepted (older clients, the game frame) and must then equal the header when both are sent.
 */
export interface WalletTransferRequest {
  fromWallet: string;
  toWallet: string;
  amount: Money;
  idempotencyKey?: string;
}
export const walletTransfer = endpoint<WalletTransferRequest, Balance>({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: true,
  encrypted: false,
  idempotent: true,
});

/** "All back to main": every vendor wallet's balance to MAIN in one ledger transaction (our addition). */
export const recallAllFunds = endpoint<NoPayload, Balance>({
  method: 'POST',
  path: '/wps/member/funds/recall',
  auth: true,
  encrypted: false,
  idempotent: true,
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
