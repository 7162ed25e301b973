/** What the agent may do with a contract, and which process call carries it. */
import { api, type Endpoint } from '@suite/shared';

export type ProcessCall = Endpoint<api.ContractActionRequest, api.ContractActionResult>;

/** The type's own process call (each call handles only its type). */
export const PROCESS_CALLS: Record<api.ContractKind, ProcessCall> = {
  dividend: api.processDividendContract,
  daily: api.processDailySalaryContract,
  hourly: api.processHourSalaryContract,
  realtime: api.processRealtimeSalaryContract,
};

export type AnswerAction = Exclude<api.ContractAction, 'new'>;

export const sameAccount = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The contract still binds or waits for an answer (the rest are history). */
export const isOpen = (contract: api.AgentContract) =>
  contract.status === 'pending' || contract.status === 'signed' || contract.status === 'terminationPending';

/**
 * The actions open to `me`: an offer to me is accepted or rejected; either party asks to terminate a
 * signed contract; the party that did not ask confirms the termination.
 */
export function actionsFor(contract: api.AgentContract, me: string | null): AnswerAction[] {
  switch (contract.status) {
    case 'pending':
      return sameAccount(contract.downlineAccount, me) ? ['accept', 'reject'] : [];
    case 'signed':
      return ['requestTermination'];
    case 'terminationPending':
      return sameAccount(contract.terminationRequestedBy, me) ? [] : ['terminate'];
    default:
      return [];
  }
}

/** The other party: my upline when I am the downline, else my downline. */
export function counterpart(contract: api.AgentContract, me: string | null): { role: 'upline' | 'downline'; account: string } {
  return sameAccount(contract.downlineAccount, me)
    ? { role: 'upline', account: contract.agentAccount }
    : { role: 'downline', account: contract.downlineAccount };
}
