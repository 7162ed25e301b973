/**
 * What every agent-centre route checks first: the caller is an agent (onRequest, before the body is
 * decrypted or validated: a member never learns more than the 403), and the period and page of its
 * query. Periods are [from, to) ISO instants with an offset, at most AGENT_REPORT_MAX_DAYS days.
 */
import type { FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { AGENT_MAX_PAGE_SIZE, AGENT_REPORT_MAX_DAYS, type AgentPeriodQuery } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { AGENT_FLAGS } from '../agent-contracts/contract-actions';
import { type Authenticate, type Player, requirePlayer } from '../player-auth/player-auth';
import { parseDateTime } from '../records/records-routes';
import { teamRefusal } from './team-messages';
import type { PageRequest, Period } from './team-queries';

export const AGENT_DEFAULT_PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

/** What the agent-centre route files take: the database, the clock and the agentOnly hook. */
export interface AgentTeamScope {
  db: Database;
  now: () => Date;
  onRequest: onRequestHookHandler;
}

const agents = new WeakMap<FastifyRequest, Player>();

/** onRequest hook: a visitor gets 401, a member who is not an agent (is_agent not 1, 2, 41, 42) a translated 403. */
export function agentOnly(authenticate: Authenticate): onRequestHookHandler {
  return async (request) => {
    const player = await requirePlayer(authenticate, request);
    if (!AGENT_FLAGS.some((flag) => flag === player.isAgent)) throw teamRefusal('notAgent');
    agents.set(request, player);
  };
}

/** The agent calling a route guarded by agentOnly. */
export function agentOf(request: FastifyRequest): Player {
  const player = agents.get(request);
  if (!player) throw new Error('agent route without the agentOnly hook');
  return player;
}

/** '2026-11-23T10:00Z', '2026-11-23T10:00:00.000+08:00': minutes at least, an offset always (as the records). */
const DATE_TIME = { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$' };
export const PAGE_PROPERTIES = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: AGENT_MAX_PAGE_SIZE, default: AGENT_DEFAULT_PAGE_SIZE },
};
/** An account as the team pages send it (searched case-insensitively). */
export const ACCOUNT = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001F\\u007F]+$' };

/** A query of a period, a page and these other properties. */
export function periodQuery(properties: Record<string, unknown> = {}, required: string[] = []): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['from', 'to', ...required],
    properties: { from: DATE_TIME, to: DATE_TIME, ...PAGE_PROPERTIES, ...properties },
  };
}

/** The period as instants: real dates, from before to, at most AGENT_REPORT_MAX_DAYS days (translated 400s). */
export function checkPeriod(query: AgentPeriodQuery): Period {
  const from = parseDateTime(query.from);
  if (from === null) throw teamRefusal('badDate', { field: 'from' });
  const to = parseDateTime(query.to);
  if (to === null) throw teamRefusal('badDate', { field: 'to' });
  if (to <= from || to - from > AGENT_REPORT_MAX_DAYS * DAY_MS) throw teamRefusal('badPeriod', { days: AGENT_REPORT_MAX_DAYS });
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

export function pageOf(query: { pageNo?: number; pageSize?: number }): PageRequest {
  return { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? AGENT_DEFAULT_PAGE_SIZE };
}

/** Body fields that must be JSON strings (checked before the schema coerces 123 to '123'). */
export function bodyTexts(fields: readonly string[]): preValidationHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    for (const field of fields) {
      const value = (body as Record<string, unknown>)[field];
      if (value !== undefined && typeof value !== 'string') throw teamRefusal('mustBeText', { field });
    }
  };
}
