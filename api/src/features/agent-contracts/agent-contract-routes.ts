/**
 * The agent centre's contract calls (spec 2 §7, all T): the four process calls, one per contract
 * type, with one body (contract-types.ts), and the consolidated contract view the pages read. Paths
 * as in shared/src/api/contract/agent.ts; the types are local until the lead adds them to the contract.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { type Authenticate, requireRealPlayer } from '../player-auth/player-auth';
import { contractsOf, MAX_TIERS, processContract, RATE_PATTERN } from './contract-actions';
import { lowerRateWarning } from './contract-messages';
import type { ConsolidatedContracts, ContractActionRequest } from './contract-types';
import type { ContractType } from './settlement-periods';

export const CONTRACT_PATHS: Record<ContractType, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily: '/wps/relay/MCS2_processDailySalContract',
  hourly: '/wps/relay/MCS2_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};
export const CONSOLIDATED_PATH = '/wps/relay/MCS2_getConsolidated';

const MONEY = { type: 'string', pattern: '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$' };
const RATE = { type: 'string', pattern: RATE_PATTERN };
const MEMBERS = { type: 'integer', minimum: 0, maximum: 100_000 };

export const ACTION_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: {
    action: { type: 'string', enum: ['new', 'accept', 'reject', 'requestTermination', 'terminate'] },
    contractId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
    downlineAccount: { type: 'string', minLength: 1, maxLength: 64 },
    confirmTerminateLower: { type: 'boolean' },
    terms: {
      type: 'object',
      additionalProperties: false,
      properties: {
        tiers: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_TIERS,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['validBet', 'activeMembers', 'rate'],
            properties: { validBet: MONEY, activeMembers: MEMBERS, rate: RATE },
          },
        },
        rate: RATE,
        periodicValidBet: MONEY,
        activeMemberCount: MEMBERS,
        periodType: { type: 'string', enum: ['fiveMinutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] },
      },
    },
  },
};

export interface AgentContractRoutesDeps {
  db: Database;
  authenticate: Authenticate;
  now: () => Date;
}

export function registerAgentContractRoutes(app: FastifyInstance, { db, authenticate, now }: AgentContractRoutesDeps): void {
  for (const [type, path] of Object.entries(CONTRACT_PATHS) as [ContractType, string][]) {
    app.post<{ Body: ContractActionRequest }>(path, { schema: { body: ACTION_BODY } }, async (request: FastifyRequest<{ Body: ContractActionRequest }>) => {
      const player = await requireRealPlayer(authenticate, request);
      const language = requestLanguage(request);
      const answer = await processContract(db, type, request.body, {
        memberId: player.memberId,
        isAgent: player.isAgent,
        now: now(),
        warn: (params) => lowerRateWarning(language, params),
      });
      return ok(answer, answer.warning ?? 'ok');
    });
  }

  app.get(CONSOLIDATED_PATH, { schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } }, async (request) => {
    const { memberId } = await requireRealPlayer(authenticate, request);
    const contracts = await contractsOf(db, memberId);
    const { rows } = await db.query<{ account: string }>('SELECT account FROM member WHERE id = $1', [memberId]);
    const me = rows[0]?.account ?? '';
    const mine = (type: ContractType) =>
      // An offer waits for the downline; a termination request for the party that did not ask.
      contracts.filter((c) => c.type === type && ((c.status === 'pending' && c.downlineAccount === me) || (c.status === 'terminationPending' && c.terminationRequestedBy !== me)))
        .length;
    const inForce = (type: ContractType) => contracts.some((c) => c.type === type && (c.status === 'signed' || c.status === 'terminationPending'));
    const value: ConsolidatedContracts = {
      dailysalreqtype: mine('daily'),
      divtypereq: mine('dividend'),
      contracthoursalreq: mine('hourly'),
      realtimesalreqtype: mine('realtime'),
      contractmrdailysalinfotype: contracts.some((c) => c.type === 'daily' && c.agentAccount === me && (c.status === 'signed' || c.status === 'terminationPending')),
      contracthoursalinfo: inForce('hourly'),
      dailysalinfotype: inForce('daily'),
      realtimesalinfotype: inForce('realtime'),
      divtypeinfo: inForce('dividend'),
      contracts,
    };
    return ok(value);
  });
}
