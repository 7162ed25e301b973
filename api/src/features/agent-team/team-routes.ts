/**
 * The agent centre's reads (shared/src/api/contract/agent.ts, issue 23): the team's figures, the
 * home page, downlines, the team's bets and P&L, income, settlement records and notices. Every one
 * is for agents only (agentOnly) and reads only the caller's own team: an account or parent outside
 * it is refused with the same words as one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import {
  agentHome,
  agentIncome,
  agentNotices,
  CONTRACT_KINDS,
  type ContractKind,
  downlines,
  MAIN_WALLET,
  settlementRecords,
  teamBets,
  teamOverview,
  teamProfit,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { memberAccount, readAccountBalance } from '../../ledger/ledger';
import { contractsOf } from '../agent-contracts/contract-actions';
import { periodContaining } from '../agent-contracts/settlement-periods';
import { INCOME_KINDS, readAgentIncome, readSettlementRecords, salaryDue } from './agent-pay';
import { readAgentNotices } from './agent-notices';
import { findTeamMember } from './team';
import { ACCOUNT, agentOf, type AgentTeamScope, checkPeriod, PAGE_PROPERTIES, pageOf, periodQuery } from './team-input';
import { teamRefusal } from './team-messages';
import { readDownlines, readTeamBets, readTeamFigures, readTeamProfit } from './team-queries';

/** The team member with this account, or the translated refusal (the same for an unknown account). */
async function teamMember(db: Database, agentId: string, account: string) {
  const place = await findTeamMember(db, agentId, account);
  if (!place) throw teamRefusal('notInTeam', { account: account.trim() });
  return place;
}

async function accountOf(db: Database, memberId: string): Promise<string> {
  const { rows } = await db.query<{ account: string }>('SELECT account FROM member WHERE id = $1', [memberId]);
  return rows[0]?.account ?? '';
}

export function registerTeamRoutes(scope: FastifyInstance, { db, now, onRequest }: AgentTeamScope): void {
  serve(scope, teamOverview, {
    onRequest,
    input: periodQuery(),
    handler: async (query, request) => readTeamFigures(db, agentOf(request).memberId, checkPeriod(query)),
  });

  serve(scope, agentHome, {
    onRequest,
    input: { type: 'object', additionalProperties: false, properties: {} },
    handler: async (_query, request) => {
      const { memberId } = agentOf(request);
      const at = now();
      const day = periodContaining('daily', at.getTime());
      const account = await accountOf(db, memberId);
      const { rows } = await db.query<{ code: string }>('SELECT code FROM affiliate_link WHERE agent_id = $1 AND enabled ORDER BY code LIMIT 1', [memberId]);
      // As the consolidated call counts them: offers the agent may answer, terminations it may confirm.
      const contracts = await contractsOf(db, memberId);
      const waiting = (type: ContractKind) =>
        contracts.filter(
          (c) => c.type === type && ((c.status === 'pending' && c.downlineAccount === account) || (c.status === 'terminationPending' && c.terminationRequestedBy !== account)),
        ).length;
      return {
        account,
        affiliateCode: rows[0]?.code ?? null,
        today: await readTeamFigures(db, memberId, { from: day.start.toISOString(), to: day.end.toISOString() }),
        pendingActions: Object.fromEntries(CONTRACT_KINDS.map((type) => [type, waiting(type)])) as Record<ContractKind, number>,
        salaryDue: await salaryDue(db, memberId, at),
        balance: await readAccountBalance(db, memberAccount(memberId, MAIN_WALLET)),
      };
    },
  });

  serve(scope, downlines, {
    onRequest,
    input: periodQuery({ parent: ACCOUNT, account: ACCOUNT }),
    handler: async (query, request) => {
      const { memberId } = agentOf(request);
      const period = checkPeriod(query);
      let parentId = memberId;
      let path = [await accountOf(db, memberId)];
      if (query.parent !== undefined) {
        const parent = await teamMember(db, memberId, query.parent);
        parentId = parent.id;
        path = parent.path;
      }
      const prefix = query.account?.trim() || undefined;
      return { ...(await readDownlines(db, memberId, { parentId, prefix }, period, pageOf(query))), path };
    },
  });

  serve(scope, teamBets, {
    onRequest,
    input: periodQuery({ account: ACCOUNT }),
    handler: async (query, request) => {
      const { memberId } = agentOf(request);
      const period = checkPeriod(query);
      const member = query.account !== undefined ? await teamMember(db, memberId, query.account) : null;
      return readTeamBets(db, memberId, member?.id ?? null, period, pageOf(query), requestLanguage(request));
    },
  });

  serve(scope, teamProfit, {
    onRequest,
    input: periodQuery({ account: ACCOUNT }),
    handler: async (query, request) => {
      const { memberId } = agentOf(request);
      const period = checkPeriod(query);
      const member = query.account !== undefined ? await teamMember(db, memberId, query.account) : null;
      return readTeamProfit(db, memberId, member?.id ?? null, period, pageOf(query));
    },
  });

  serve(scope, agentIncome, {
    onRequest,
    input: periodQuery({ kind: { type: 'string', enum: [...INCOME_KINDS] } }),
    handler: async (query, request) => readAgentIncome(db, agentOf(request).memberId, checkPeriod(query), query.kind, pageOf(query)),
  });

  serve(scope, settlementRecords, {
    onRequest,
    input: periodQuery({ type: { type: 'string', enum: [...CONTRACT_KINDS] }, role: { type: 'string', enum: ['received', 'paid'] } }, ['type', 'role']),
    handler: async (query, request) =>
      readSettlementRecords(db, agentOf(request).memberId, { type: query.type, role: query.role }, checkPeriod(query), pageOf(query), now()),
  });

  serve(scope, agentNotices, {
    onRequest,
    input: { type: 'object', additionalProperties: false, properties: PAGE_PROPERTIES },
    handler: async (query, request) => readAgentNotices(db, requestLanguage(request), pageOf(query), now()),
  });
}
