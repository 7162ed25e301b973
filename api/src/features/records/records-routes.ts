/**
 * The member's records: account record (ledger lines), betting record (game rounds; lottery bets
 * later) and personal P&L. Logged-in players only, and only their own records: the member id comes
 * from the login, never from the query. A period is [from, to) of at most RECORDS_MAX_DAYS days.
 */
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_RECORD_TYPES,
  accountRecords,
  betRecords,
  personalProfit,
  RECORDS_MAX_DAYS,
  RECORDS_MAX_PAGE_SIZE,
  type PeriodQuery,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { type Authenticate, requirePlayer } from '../player-auth/player-auth';
import { type PageRequest, type Period, readAccountRecords, readBetRecords, readPersonalProfit } from './records-repository';

export interface RecordsRoutesDeps {
  db: Database;
  authenticate: Authenticate;
}

/** Page size when the query leaves it out. */
export const RECORDS_DEFAULT_PAGE_SIZE = 20;

/** '2026-11-23T10:00Z', '2026-11-23T10:00:00.000+08:00': minutes at least, an offset always. */
const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';
const DATE_TIME_PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;
/** Instants outside these years are refused (PostgreSQL and Date.toISOString both handle them plainly). */
const MIN_YEAR = 1900;
const MAX_YEAR = 9998;
const DAY_MS = 86_400_000;

const dateTimeSchema = { type: 'string', maxLength: 40, pattern: ISO_DATE_TIME };
const periodProperties = { from: dateTimeSchema, to: dateTimeSchema };
const pageProperties = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE },
};

export const accountRecordsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { ...periodProperties, ...pageProperties, type: { type: 'string', enum: [...ACCOUNT_RECORD_TYPES] } },
};

export const betRecordsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { ...periodProperties, ...pageProperties, gameType: { type: 'string', pattern: '^[A-Z]{2,12}$' } },
};

export const profitQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: periodProperties,
};

const invalidQuery = (detail: string): HttpError => new HttpError(400, `Invalid query: ${detail}`);

/**
 * An ISO date-time (as the schema's pattern) as epoch milliseconds, or null when it names no real
 * instant: day 30 of February, hour 24, minute 60, an offset beyond ±18:00 (the JS Date parser
 * rolls 2026-02-30 over to March instead of refusing it).
 */
export function parseDateTime(text: string): number | null {
  const match = DATE_TIME_PARTS.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const millis = Number((match[7] ?? '').padEnd(3, '0'));
  const sign = match[8] === '-' ? -1 : 1;
  const offsetHours = Number(match[9] ?? 0);
  const offsetMinutes = Number(match[10] ?? 0);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  if (offsetMinutes > 59 || offsetHours * 60 + offsetMinutes > 18 * 60) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  return local - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/** The period as instants: both real, from before to, at most RECORDS_MAX_DAYS days apart. */
export function checkPeriod(query: PeriodQuery): Period {
  const from = parseDateTime(query.from);
  if (from === null) throw invalidQuery('from is not a valid date-time');
  const to = parseDateTime(query.to);
  if (to === null) throw invalidQuery('to is not a valid date-time');
  if (to <= from) throw invalidQuery('to must be after from');
  if (to - from > RECORDS_MAX_DAYS * DAY_MS) throw invalidQuery(`the period must be at most ${RECORDS_MAX_DAYS} days`);
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

function pageOf(query: { pageNo?: number; pageSize?: number }): PageRequest {
  return { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE };
}

/** GET /wps/records/transactions, /wps/records/bets and /wps/records/profit. */
export function registerRecordsRoutes(app: FastifyInstance, { db, authenticate }: RecordsRoutesDeps): void {
  serve(app, accountRecords, {
    input: accountRecordsQuerySchema,
    handler: async (query, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      const period = checkPeriod(query);
      return readAccountRecords(db, memberId, period, { type: query.type }, pageOf(query));
    },
  });

  serve(app, betRecords, {
    input: betRecordsQuerySchema,
    handler: async (query, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      const period = checkPeriod(query);
      return readBetRecords(db, memberId, period, { gameType: query.gameType }, pageOf(query));
    },
  });

  serve(app, personalProfit, {
    input: profitQuerySchema,
    handler: async (query, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      return readPersonalProfit(db, memberId, checkPeriod(query));
    },
  });
}
