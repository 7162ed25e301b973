// Test support: a team member as api.downlines lists it.
import type { api } from '@suite/shared';

/** A direct downline member with no money moved, open to transfers; `overrides` set the rest. */
export function downline(account: string, overrides: Partial<api.Downline> = {}): api.Downline {
  return {
    account,
    kind: 'member',
    level: 1,
    uplineAccount: 'boss',
    registeredAt: '2026-10-01T00:00:00.000Z',
    lastLoginAt: null,
    directDownlines: 0,
    balance: '0.00',
    deposits: '0.00',
    withdrawals: '0.00',
    validBet: '0.00',
    profitLoss: '0.00',
    transferable: true,
    ...overrides,
  };
}
