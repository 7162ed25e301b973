/**
 * The operator's safer-gambling routes (scripts/responsible), behind the named admin accounts and
 * audited like every /admin route: the limits in force (one account's or all), the pending increases
 * and removals, the exclusions with their state, the refused moves, and a stricter limit for a player
 * (a looser one is refused). There is deliberately no route that lifts, shortens or ends an exclusion.
 */
import type { FastifyInstance } from 'fastify';
import { LIMIT_KINDS, LIMIT_WINDOWS, type LimitKind, type LimitWindow } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { adminAuth, adminNameOf, noteAdminAudit } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { fromCents } from '../../money/cents';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { listExclusions } from './exclusions';
import { LIMIT_COLUMNS, type LimitRow, setOperatorLimit } from './limits';
import { readUsage } from './usage';

export const RESPONSIBLE_ADMIN_PATH = '/admin/responsible';

const ACCOUNT = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001F\\u007F]+$' };
const accountQuery = { type: 'object', additionalProperties: false, properties: { account: ACCOUNT, limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } } };

export interface AdminLimit extends Omit<LimitRow, 'setAt' | 'pendingAt' | 'confirmableAt'> {
  account: string;
  setAt: string;
  pendingAt: string | null;
  confirmableAt: string | null;
  used: string;
}

async function memberIdOf(db: Database, account: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM member WHERE lower(account) = lower($1)', [account.trim()]);
  if (!rows[0]) throw new HttpError(404, `No member ${account}`);
  return rows[0].id;
}

export function registerResponsibleAdminRoutes(app: FastifyInstance, { db, adminToken, now }: { db: Database; adminToken: string | null; now: () => Date }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  const readLimits = async (where: string, params: unknown[], at: Date): Promise<AdminLimit[]> => {
    const { rows } = await db.query<LimitRow & { account: string }>(
      `SELECT l.*, m.account FROM (SELECT ${LIMIT_COLUMNS} FROM responsible_limit) l JOIN member m ON m.id = l."memberId"
        WHERE ${where} ORDER BY lower(m.account), l.kind, l."window" LIMIT 1000`,
      params,
    );
    const usage = new Map<string, Awaited<ReturnType<typeof readUsage>>>();
    const out: AdminLimit[] = [];
    for (const row of rows) {
      if (!usage.has(row.memberId)) usage.set(row.memberId, await readUsage(db, row.memberId, at));
      const used = (usage.get(row.memberId) as Awaited<ReturnType<typeof readUsage>>)[row.kind][row.window];
      out.push({
        ...row,
        setAt: row.setAt.toISOString(),
        pendingAt: row.pendingAt?.toISOString() ?? null,
        confirmableAt: row.confirmableAt?.toISOString() ?? null,
        used: fromCents(used),
      });
    }
    return out;
  };

  app.get<{ Querystring: { account?: string; limit: number } }>(`${RESPONSIBLE_ADMIN_PATH}/limits`, { onRequest, schema: { querystring: accountQuery } }, async (request) =>
    ok(await readLimits('($1::text IS NULL OR lower(m.account) = lower($1))', [request.query.account?.trim() ?? null], now())),
  );

  app.get(`${RESPONSIBLE_ADMIN_PATH}/pending`, { onRequest }, async () => ok(await readLimits('l."pendingChange" IS NOT NULL', [], now())));

  app.get<{ Querystring: { account?: string; limit: number } }>(`${RESPONSIBLE_ADMIN_PATH}/exclusions`, { onRequest, schema: { querystring: accountQuery } }, async (request) => {
    const rows = await listExclusions(db, now(), request.query.account?.trim() ?? null, request.query.limit);
    return ok(
      rows.map((row) => ({
        account: row.account,
        kind: row.kind,
        period: row.period,
        startedAt: row.startedAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        returnRequestedAt: row.returnRequestedAt?.toISOString() ?? null,
        opensAt: row.opensAt?.toISOString() ?? null,
        state: row.state,
      })),
    );
  });

  app.get<{ Querystring: { account?: string; limit: number } }>(`${RESPONSIBLE_ADMIN_PATH}/refusals`, { onRequest, schema: { querystring: accountQuery } }, async (request) => {
    const { rows } = await db.query<{
      id: number;
      account: string;
      kind: LimitKind;
      window: LimitWindow;
      limit: string;
      used: string;
      attempted: string;
      path: string;
      freesAt: Date | null;
      at: Date;
    }>(
      `SELECT r.id, m.account, r.kind, r.limit_window AS "window", r.limit_amount::text AS "limit", r.used::text AS used, r.attempted::text AS attempted,
              r.path, r.frees_at AS "freesAt", r.at
         FROM responsible_refusal r JOIN member m ON m.id = r.member_id
        WHERE ($1::text IS NULL OR lower(m.account) = lower($1))
        ORDER BY r.id DESC LIMIT $2`,
      [request.query.account?.trim() ?? null, request.query.limit],
    );
    return ok(rows.map((row) => ({ ...row, id: Number(row.id), freesAt: row.freesAt?.toISOString() ?? null, at: row.at.toISOString() })));
  });

  app.put<{ Body: { account: string; kind: LimitKind; window: LimitWindow; amount: string } }>(
    `${RESPONSIBLE_ADMIN_PATH}/limits`,
    {
      onRequest,
      preValidation: bodyStrings(['account', 'kind', 'window', 'amount']),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['account', 'kind', 'window', 'amount'],
          properties: { account: ACCOUNT, kind: { type: 'string', enum: [...LIMIT_KINDS] }, window: { type: 'string', enum: [...LIMIT_WINDOWS] }, amount: AMOUNT_SCHEMA },
        },
      },
    },
    async (request) => {
      const { account, kind, window, amount } = request.body;
      const memberId = await memberIdOf(db, account);
      const operator = adminNameOf(request);
      const result = await setOperatorLimit(db, memberId, kind, window, amount, operator, now());
      noteAdminAudit(request, { account, kind, window, before: result.before, after: result.limit.amount });
      request.log.warn({ account, kind, window, before: result.before, after: result.limit.amount, operator }, 'safer gambling: operator limit');
      return ok({ account, before: result.before, limit: result.limit });
    },
  );
}
