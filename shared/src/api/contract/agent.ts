/**
 * Agent calls: the affiliate check used by registration and the contract processing of the agent
 * center (spec 1 §7, spec 2 §3 "Contracts", §4, §7). Request bodies of contract actions are not
 * shown in the spec; ours are below.
 */
import type { Money } from './common';
import { endpoint, type NoPayload } from './endpoint';

/** Checks the affiliate code of the register URL: success or failure only. */
export interface AffiliateCheckQuery {
  code: string;
  domain: string;
}
export const affiliateCheck = endpoint<AffiliateCheckQuery, null>({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: false,
  encrypted: false,
});

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
export type PeriodType = 'daily' | 'weekly' | 'semimonthly' | 'monthly';
/** Percentages travel like money: strings with two decimals ('1.50' is 1.5 %). */
export type Rate = string;

export interface ContractTerms {
  rate: Rate;
  periodType?: PeriodType;
  betAmount?: Money;
  activeMemberCount?: number;
  periodicValidBet?: Money;
  periodicProfitLoss?: Money;
  /** Salary contracts. */
  profitRate?: Rate;
  lossRate?: Rate;
  singleBetAmount?: Money;
}

/**
 * One body for the four contract calls: offer a new contract to a downline, accept or reject an
 * offer from the upline, terminate, or ask for termination.
 */
export interface ContractActionRequest {
  action: 'new' | 'accept' | 'reject' | 'terminate' | 'requestTermination';
  contractId?: string;
  /** The downline the new contract is offered to. */
  downlineAccount?: string;
  terms?: ContractTerms;
  /** The user agreed that lower-rate downline contracts are terminated. */
  confirmTerminateLower?: boolean;
}
export type ContractStatus = 'pending' | 'active' | 'rejected' | 'terminated' | 'confirmationRequired';
export interface ContractActionResult {
  contractId: string | null;
  status: ContractStatus;
  /** Downline contracts that the new rate terminates (asked for confirmation first). */
  affectedDownlines: string[];
}

const contractCall = (path: string) =>
  endpoint<ContractActionRequest, ContractActionResult>({ method: 'POST', path, auth: true, encrypted: false });

export const processDividendContract = contractCall('/wps/relay/MCS2_processDividendReq');
export const processDailySalaryContract = contractCall('/wps/relay/MCS2_processDailySalContract');
export const processHourSalaryContract = contractCall('/wps/relay/MCS2_processContractHourSalary');
export const processRealtimeSalaryContract = contractCall('/wps/relay/MCSFE_processRealTimeSalaryContract');

/**
 * "get consolidated" (spec 2 §7 "Other", path not shown): pending contract requests and which
 * contract infos exist. The Wallet path /wps/member/info/funds/consolidated is the consolidated
 * funds call (wallet.ts), so this one lives at /wps/relay/MCS2_getConsolidated.
 * `*req*` fields: 0 none pending, otherwise the pending request's type (values not shown).
 * The spec's contracthoursalreqtype is read as contracthoursalreq.
 */
export interface ConsolidatedInfo {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
  contractmrdailysalinfotype: boolean;
  contracthoursalinfo: boolean;
  dailysalinfotype: boolean;
  realtimesalinfotype: boolean;
  divtypeinfo: boolean;
}
export const consolidated = endpoint<NoPayload, ConsolidatedInfo>({
  method: 'GET',
  path: '/wps/relay/MCS2_getConsolidated',
  auth: true,
  encrypted: false,
});
