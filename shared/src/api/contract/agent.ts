/**
 * Agent calls: the affiliate check used by registration and the contract processing of the agent
 * center (spec 1 §7, spec 2 §3 "Contracts", §4, §7). Request bodies of contract actions are not
 * shown in the spec; ours are below.
 */
import type { IsoDateTime, Money, Page, PageQuery } from './common';
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
/** The contract types in the spec's order (spec 2 §4). */
export const CONTRACT_KINDS: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];
export type PeriodType = 'daily' | 'weekly' | 'semimonthly' | 'monthly';
/**
 * A contract's settlement period: real-time salary every five minutes, hourly salary each hour,
 * daily salary per statistics day, dividends weekly, semimonthly (default) or monthly.
 */
export type SettlementPeriodType = 'fiveMinutes' | 'hourly' | PeriodType;
export const DIVIDEND_PERIOD_TYPES: readonly PeriodType[] = ['weekly', 'semimonthly', 'monthly'];
/** Percentages travel like money: strings with at most two decimals ('1.50' is 1.5 %). */
export type Rate = string;
/** At most this many tiers in one contract. */
export const MAX_CONTRACT_TIERS = 10;

/**
 * A threshold and its rate: reached when the period's team valid bet and active members both reach
 * it. Salaries pay rate % of the team's valid bet; dividends rate % of the team's loss.
 */
export interface ContractTier {
  validBet: Money;
  activeMembers: number;
  rate: Rate;
}

export interface ContractTerms {
  /** Ascending thresholds; or the single-tier shorthand below. */
  tiers?: ContractTier[];
  rate?: Rate;
  periodicValidBet?: Money;
  activeMemberCount?: number;
  /** Dividends only: weekly, semimonthly (default) or monthly. */
  periodType?: SettlementPeriodType;
}

/**
 * One body for the four contract calls: offer a new contract to a direct downline, accept or reject an
 * offer from the upline, ask for termination, or confirm (terminate) the other party's request.
 */
export type ContractAction = 'new' | 'accept' | 'reject' | 'terminate' | 'requestTermination';
export interface ContractActionRequest {
  action: ContractAction;
  contractId?: string;
  /** The downline the new contract is offered to. */
  downlineAccount?: string;
  terms?: ContractTerms;
  /** The agent agreed that the downline's higher-rate contracts with its own downlines end. */
  confirmTerminateLower?: boolean;
}
/** pending -> signed -> terminationPending -> terminated, or rejected (spec 2 §4). */
export type ContractStatus = 'pending' | 'signed' | 'terminationPending' | 'terminated' | 'rejected';
export interface AgentContract {
  contractId: string;
  type: ContractKind;
  status: ContractStatus;
  /** The offering agent (payer's side) and its direct downline (the payee). */
  agentAccount: string;
  downlineAccount: string;
  tiers: ContractTier[];
  /** The top tier's rate. */
  rate: Rate;
  periodType: SettlementPeriodType;
  terminationRequestedBy: string | null;
  /** rejected, terminated, replaced (a newer contract was signed) or lowerRate. */
  endReason: string | null;
  createdAt: IsoDateTime;
  signedAt: IsoDateTime | null;
  endedAt: IsoDateTime | null;
}
export interface ContractActionResult {
  contractId: string | null;
  /** confirmationRequired: nothing changed; repeat with confirmTerminateLower to end affectedContracts. */
  status: ContractStatus | 'confirmationRequired';
  /** Accounts whose contracts with the downline end (or would end) under the lower-rate rule. */
  affectedDownlines: string[];
  affectedContracts: AgentContract[];
  /** The translated lower-rate warning, when there is one. */
  warning: string | null;
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
 * `*req*` fields: how many actions of the type wait for the caller (offers to answer, terminations to
 * confirm); 0 none.
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
  /** Open and signed contracts where the caller is a party (newest first), then the last ended ones. */
  contracts: AgentContract[];
}
export const consolidated = endpoint<NoPayload, ConsolidatedInfo>({
  method: 'GET',
  path: '/wps/relay/MCS2_getConsolidated',
  auth: true,
  encrypted: false,
});

// --- The agent centre's team, income and settlement calls (issue 23; paths and shapes are ours,
// docs/agent-centre.md). Every figure comes from the ledger and real rounds. A period is [from, to)
// as instants, at most AGENT_REPORT_MAX_DAYS days, computed by the client from the spec's period
// types and date pickers. An agent reads only its own team (itself and every downline below it).

export const AGENT_REPORT_MAX_DAYS = 92;
export const AGENT_MAX_PAGE_SIZE = 100;

export interface AgentPeriodQuery {
  from: IsoDateTime;
  to: IsoDateTime;
}

/** The team's figures over a period (the agent included). */
export interface TeamFigures {
  /** Everyone in the team now (the agent and all downlines). */
  teamSize: number;
  directDownlines: number;
  /** Registered in the period. */
  newMembers: number;
  /** Members with at least one settled bet in the period. */
  activeMembers: number;
  deposits: Money;
  withdrawals: Money;
  /** Settled stakes (game rounds and drawn lottery bets). */
  validBet: Money;
  /** The players' result: payouts minus stakes (negative: the team lost). */
  profitLoss: Money;
}
export const teamOverview = endpoint<AgentPeriodQuery, TeamFigures>({
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: true,
  encrypted: false,
});

/** /agentHome: today's team figures, the contract actions waiting for the agent, salary due. */
export interface AgentHome {
  account: string;
  /** The agent's affiliate code for /join and the register link (null when it has none). */
  affiliateCode: string | null;
  today: TeamFigures;
  /** Contract actions waiting for the agent, per type. */
  pendingActions: Record<ContractKind, number>;
  /** Estimated pay of the open periods under contracts in force where the agent is the payee. */
  salaryDue: { type: ContractKind; period: string; amount: Money }[];
  balance: Money;
}
export const agentHome = endpoint<NoPayload, AgentHome>({
  method: 'GET',
  path: '/wps/agent/home',
  auth: true,
  encrypted: false,
});

/** Register a direct downline (member or agent) with an initial password (register account page). */
export interface RegisterDownlineRequest {
  account: string;
  password: string;
  kind: 'member' | 'agent';
  nickname?: string;
}
export interface RegisterDownlineResult {
  account: string;
  kind: 'member' | 'agent';
  /** The downline must change the initial password at its first login. */
  mustChangePassword: boolean;
}
export const registerDownline = endpoint<RegisterDownlineRequest, RegisterDownlineResult>({
  method: 'POST',
  path: '/wps/agent/team/register',
  auth: true,
  encrypted: true,
});

export interface DownlineQuery extends AgentPeriodQuery, PageQuery {
  /** The member whose direct downlines are listed (default: the agent); must be in the team. */
  parent?: string;
  /** Search the whole team by account (case-insensitive prefix). */
  account?: string;
}
export interface Downline {
  account: string;
  kind: 'member' | 'agent';
  /** 1 for a direct downline, 2 for its downlines... */
  level: number;
  uplineAccount: string;
  registeredAt: IsoDateTime;
  lastLoginAt: IsoDateTime | null;
  /** Its own downlines (0: a leaf). */
  directDownlines: number;
  balance: Money;
  deposits: Money;
  withdrawals: Money;
  validBet: Money;
  profitLoss: Money;
  /** The agent may transfer to it (direct downlines only). */
  transferable: boolean;
}
export interface DownlinePage extends Page<Downline> {
  /** The path from the agent down to `parent` (accounts, the agent first). */
  path: string[];
}
export const downlines = endpoint<DownlineQuery, DownlinePage>({
  method: 'GET',
  path: '/wps/agent/team/downlines',
  auth: true,
  encrypted: false,
});

export interface DownlineTransferInfo {
  balance: Money;
  minAmount: Money;
  hasPaymentPassword: boolean;
}
export const downlineTransferInfo = endpoint<NoPayload, DownlineTransferInfo>({
  method: 'GET',
  path: '/wps/agent/team/transfer',
  auth: true,
  encrypted: false,
});
/** Agents transfer to a direct downline (spec 2 §6), with the payment password, through the ledger. */
export interface DownlineTransferRequest {
  downlineAccount: string;
  amount: Money;
  paymentPassword: string;
}
export interface DownlineTransferResult {
  reference: string;
  amount: Money;
  downlineAccount: string;
  /** The agent's main wallet after the transfer. */
  balance: Money;
}
export const transferToDownline = endpoint<DownlineTransferRequest, DownlineTransferResult>({
  method: 'POST',
  path: '/wps/agent/team/transfer',
  auth: true,
  encrypted: false,
  idempotent: true,
});

export interface TeamBetQuery extends AgentPeriodQuery, PageQuery {
  /** One team member (exact account). */
  account?: string;
}
export interface TeamBet {
  id: string;
  time: IsoDateTime;
  account: string;
  source: 'game' | 'lottery';
  gameType: string;
  gameName: string;
  stake: Money;
  win: Money;
  /** win - stake, signed. */
  profit: Money;
  status: 'settled' | 'open';
}
export interface TeamBetPage extends Page<TeamBet> {
  totals: { count: number; stake: Money; win: Money; profit: Money };
}
export const teamBets = endpoint<TeamBetQuery, TeamBetPage>({
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: true,
  encrypted: false,
});

export interface TeamProfitQuery extends AgentPeriodQuery, PageQuery {
  account?: string;
}
/** One member's result over the period (user profit and loss). */
export interface MemberProfit {
  account: string;
  level: number;
  betCount: number;
  validBet: Money;
  win: Money;
  /** win - validBet, signed: negative is the member's loss. */
  profitLoss: Money;
  deposits: Money;
  withdrawals: Money;
  bonuses: Money;
}
export interface TeamProfitPage extends Page<MemberProfit> {
  totals: { betCount: number; validBet: Money; win: Money; profitLoss: Money; deposits: Money; withdrawals: Money; bonuses: Money };
}
export const teamProfit = endpoint<TeamProfitQuery, TeamProfitPage>({
  method: 'GET',
  path: '/wps/agent/team/profit',
  auth: true,
  encrypted: false,
});

/** Kinds of agent income: contract pay, and money the downlines sent up. */
export type IncomeKind = 'dividend' | 'daily' | 'hourly' | 'realtime' | 'fromDownline';
export interface IncomeLine {
  id: string;
  time: IsoDateTime;
  kind: IncomeKind;
  amount: Money;
  /** The ledger reference (AC<contract>-<period> for contract pay). */
  reference: string;
  /** Contract pay: the settled period key; a transfer: the downline's account. */
  detail: string;
}
export interface IncomeQuery extends AgentPeriodQuery, PageQuery {
  kind?: IncomeKind;
}
export interface IncomePage extends Page<IncomeLine> {
  /** Per kind over the whole period, and their sum. */
  totals: Record<IncomeKind, Money> & { total: Money };
}
export const agentIncome = endpoint<IncomeQuery, IncomePage>({
  method: 'GET',
  path: '/wps/agent/income',
  auth: true,
  encrypted: false,
});

/** One contract's pay for one period: paid (settled through the ledger) or pending (the open period's estimate). */
export interface SettlementRecord {
  contractId: string;
  type: ContractKind;
  /** The period key ('2026-11-26', '2026-11-26T09', '2026-11-H2'...). */
  period: string;
  periodStart: IsoDateTime;
  periodEnd: IsoDateTime;
  agentAccount: string;
  payeeAccount: string;
  teamSize: number;
  activeMembers: number;
  validBet: Money;
  profitLoss: Money;
  /** The tier's rate that applied ('0.00' when no threshold was reached). */
  rate: Rate;
  amount: Money;
  status: 'paid' | 'pending';
  settledAt: IsoDateTime | null;
  /** The ledger reference of a paid amount above zero. */
  reference: string | null;
}
export interface SettlementQuery extends AgentPeriodQuery, PageQuery {
  type: ContractKind;
  /** received: the caller is the payee; paid: contracts the caller gave its downlines. */
  role: 'received' | 'paid';
}
export interface SettlementPage extends Page<SettlementRecord> {
  /** The contracts of the type where the caller is a party (in force first). */
  contracts: AgentContract[];
  totals: { paid: Money; pending: Money };
}
export const settlementRecords = endpoint<SettlementQuery, SettlementPage>({
  method: 'GET',
  path: '/wps/agent/settlements',
  auth: true,
  encrypted: false,
});

/** Agent notices (the centre's announcement page), newest first. */
export interface AgentNotice {
  id: string;
  title: string;
  /** Plain text paragraphs. */
  content: string;
  publishedAt: IsoDateTime;
}
export const agentNotices = endpoint<PageQuery, Page<AgentNotice>>({
  method: 'GET',
  path: '/wps/agent/notices',
  auth: true,
  encrypted: false,
});
