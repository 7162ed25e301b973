import { api, fromMinorUnits, toMinorUnits } from '@suite/shared';

/** What the funding dialog prefills at most: P 100.00, or the main wallet's whole balance when less. */
export const DEFAULT_TOP_UP: api.Money = '100.00';

/** What a game's launch needs first in multi-wallet mode: money moved from MAIN to its vendor's wallet. */
export interface FundingNeed {
  /** The vendor wallet (vassalage) and its display name. */
  wallet: string;
  walletName: string;
  walletBalance: api.Money;
  mainBalance: api.Money;
  minBet: api.Money;
  /** The amount to prefill: min(main balance, max(the default, what the minimum bet lacks)). */
  suggested: api.Money;
  currencySymbol: string;
}

const cents = (amount: string | null | undefined): bigint => toMinorUnits(amount ?? null) ?? 0n;
const money = (value: bigint): api.Money => fromMinorUnits(value) ?? '0.00';

/**
 * Whether a game of `vassalage` with this minimum bet needs money in its wallet first: only with a
 * wallet per vendor, when that wallet holds less than one minimum bet (or nothing) and the main
 * wallet holds something to move. Null: launch as is (single wallet, a funded or unknown wallet, or
 * nothing in MAIN either).
 */
export function fundingNeed(funds: api.ConsolidatedFunds, vassalage: string, minBet: api.Money | undefined): FundingNeed | null {
  if (funds.isSingle || vassalage === api.MAIN_WALLET) return null;
  const wallet = funds.wallets.find((entry) => entry.wallet === vassalage);
  const main = funds.wallets.find((entry) => entry.wallet === api.MAIN_WALLET);
  if (!wallet || !main) return null;
  const minBetCents = cents(minBet) > 0n ? cents(minBet) : 1n;
  const walletCents = cents(wallet.balance);
  const mainCents = cents(main.balance);
  if (walletCents >= minBetCents || mainCents <= 0n) return null;
  const lacking = minBetCents - walletCents;
  const wanted = cents(DEFAULT_TOP_UP) > lacking ? cents(DEFAULT_TOP_UP) : lacking;
  return {
    wallet: wallet.wallet,
    walletName: wallet.name,
    walletBalance: money(walletCents),
    mainBalance: money(mainCents),
    minBet: money(minBetCents),
    suggested: money(mainCents < wanted ? mainCents : wanted),
    currencySymbol: funds.currencySymbol,
  };
}

/** What the amount field accepts (the API's amount pattern): up to 12 integer digits, up to 2 decimals. */
const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

export type TopUpCheck = { ok: true; amount: api.Money } | { ok: false; error: 'required' | 'format' | 'aboveBalance' };

/** A typed amount to move from MAIN: above 0, at most two decimals, at most the main wallet's balance. */
export function checkTopUp(text: string, mainBalance: api.Money): TopUpCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!AMOUNT_PATTERN.test(trimmed)) return { ok: false, error: 'format' };
  const value = cents(trimmed);
  if (value <= 0n) return { ok: false, error: 'format' };
  if (value > cents(mainBalance)) return { ok: false, error: 'aboveBalance' };
  return { ok: true, amount: money(value) };
}
