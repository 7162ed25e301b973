// Test support: contracts and settlement records as the API sends them.
import type { api } from '@suite/shared';
import { downline as baseDownline } from '../../../testing/downline';

export const ME = 'agent_a';

export function contract(id: string, overrides: Partial<api.AgentContract> = {}): api.AgentContract {
  return {
    contractId: id,
    type: 'daily',
    status: 'signed',
    agentAccount: ME,
    downlineAccount: 'sub_1',
    tiers: [
      { validBet: '10000.00', activeMembers: 5, rate: '0.50' },
      { validBet: '50000.00', activeMembers: 20, rate: '1.50' },
    ],
    rate: '1.50',
    periodType: 'daily',
    terminationRequestedBy: null,
    endReason: null,
    createdAt: '2026-11-01T02:00:00.000Z',
    signedAt: '2026-11-02T02:00:00.000Z',
    endedAt: null,
    ...overrides,
  };
}

export function settlement(overrides: Partial<api.SettlementRecord> = {}): api.SettlementRecord {
  return {
    contractId: '2',
    type: 'daily',
    period: '2026-11-22',
    periodStart: new Date(2026, 10, 22).toISOString(),
    periodEnd: new Date(2026, 10, 23).toISOString(),
    agentAccount: 'boss',
    payeeAccount: ME,
    teamSize: 42,
    activeMembers: 17,
    validBet: '61250.00',
    profitLoss: '-3200.50',
    rate: '1.50',
    amount: '918.75',
    status: 'paid',
    settledAt: '2026-11-23T01:00:00.000Z',
    reference: 'AC2-2026-11-22',
    ...overrides,
  };
}

export function answer(overrides: Partial<api.ContractActionResult> = {}): api.ContractActionResult {
  return { contractId: '1', status: 'signed', affectedDownlines: [], affectedContracts: [], warning: null, ...overrides };
}

/** One of ME's direct downline agents. */
export const downline = (account: string, overrides: Partial<api.Downline> = {}) => baseDownline(account, { kind: 'agent', uplineAccount: ME, ...overrides });
