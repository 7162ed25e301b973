/**
 * The agent contracts' request and answer types: the contract's (shared/src/api/contract/agent.ts),
 * under the names this feature uses.
 */
export type {
  AgentContract as AgentContractView,
  ConsolidatedInfo as ConsolidatedContracts,
  ContractAction,
  ContractActionRequest,
  ContractActionResult,
  ContractStatus,
  ContractTerms,
  ContractTier,
} from '@suite/shared/contract';
export type { ContractType, PeriodType } from './settlement-periods';
