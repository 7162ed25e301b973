/**
 * The member's records (paths and shapes not shown by the spec: ours, in docs/cashier.md): account
 * record (transactionHistory: the ledger lines of the member's wallets), betting record
 * (personalHistoryCopy: game rounds and lottery bets) and personal P&L (personalProfit).
 * A period is [from, to) as instants; the client computes it from the spec's period types and
 * date pickers in the player's time zone. At most 92 days per query.
 */
import type { IsoDateTime, Money, PageQuery } from './common';
import type { PeriodType } from './agent';
import { endpoint } from './endpoint';

/** Spec 2 §4 period types (PeriodType is shared with the agent calls). */
export const PERIOD_TYPES: readonly PeriodType[] = ['daily', 'weekly', 'semimonthly', 'monthly'];
export const RECORDS_MAX_DAYS = 92;
export const RECORDS_MAX_PAGE_SIZE = 100;

export interface PeriodQuery {
  from: IsoDateTime;
  to: IsoDateTime;
}

/** Types of account record lines. */
export const ACCOUNT_RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawalReturned',
  'transferOut',
  'transferIn',
  'bet',
  'win',
  'uplineTransfer',
  'bonus',
  'rebate',
  'adjustment',
  // Points converted to money in the points mall (issue 22).
  'pointsConvert',
  // The agent centre (issue 23): contract pay and transfers to a direct downline.
  'agentSalary',
  'agentDividend',
  'downlineTransfer',
] as const;
export type AccountRecordType = (typeof ACCOUNT_RECORD_TYPES)[number];

export interface AccountRecordQuery extends PeriodQuery, PageQuery {
  type?: AccountRecordType;
}
export interface AccountRecord {
  id: string;
  time: IsoDateTime;
  type: AccountRecordType;
  /** MAIN or a vendor wallet (its vassalage). */
  wallet: string;
  /** MAIN, or the vendor's display name. */
  walletName: string;
  /** Signed: '+' into the wallet, '-' out of it ('-10.00'). */
  amount: Money;
  balanceAfter: Money;
  /** The order, round or transfer behind the line ('D20261123000001'). */
  reference: string;
}
export interface AccountRecordPage {
  list: AccountRecord[];
  totalPages: number;
  totalCount: number;
  /** Over the whole filtered set, not only this page. */
  totals: { credit: Money; debit: Money; net: Money };
}
export const accountRecords = endpoint<AccountRecordQuery, AccountRecordPage>({
  method: 'GET',
  path: '/wps/records/transactions',
  auth: true,
  encrypted: false,
});

export interface BetRecordQuery extends PeriodQuery, PageQuery {
  /** A game type (RNG, PVP, LIVE, FISH, SPORTS, LOTTERY...). */
  gameType?: string;
}
export interface BetRecord {
  id: string;
  time: IsoDateTime;
  source: 'game' | 'lottery';
  gameType: string;
  gameName: string;
  vendor: string;
  stake: Money;
  win: Money;
  /** win - stake (signed). */
  profit: Money;
  /** Lottery bets wait for their draw. */
  status: 'settled' | 'open';
}
export interface BetRecordPage {
  list: BetRecord[];
  totalPages: number;
  totalCount: number;
  totals: { count: number; stake: Money; win: Money; profit: Money };
}
export const betRecords = endpoint<BetRecordQuery, BetRecordPage>({
  method: 'GET',
  path: '/wps/records/bets',
  auth: true,
  encrypted: false,
});

export interface ProfitRow {
  gameType: string;
  betCount: number;
  stake: Money;
  win: Money;
  /** win - stake, signed: negative is the player's loss. */
  profit: Money;
}
export interface PersonalProfit {
  byGameType: ProfitRow[];
  totals: { betCount: number; stake: Money; win: Money; profit: Money };
  deposits: Money;
  withdrawals: Money;
  bonuses: Money;
}
export const personalProfit = endpoint<PeriodQuery, PersonalProfit>({
  method: 'GET',
  path: '/wps/records/profit',
  auth: true,
  encrypted: false,
});
