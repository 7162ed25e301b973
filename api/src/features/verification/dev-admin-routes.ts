/**
 * Development helpers behind the admin token: the outbox (scripts/sms-outbox) only outside
 * production; clearing rate-limit buckets (scripts/site-settings limits clear) always.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { adminAuth } from '../../http/admin-auth';
import { readOutbox } from './courier';

export const ADMIN_OUTBOX_PATH = '/admin/dev/outbox';
export const ADMIN_RATE_LIMITS_PATH = '/admin/accounts/rate-limits';

export function registerAccountsAdminRoutes(
  app: FastifyInstance,
  { db, adminToken, outbox }: { db: Database; adminToken: string | null; outbox: boolean },
): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  if (outbox) {
    app.get<{ Querystring: { channel?: 'sms' | 'mail'; recipient?: string; limit?: number } }>(
      ADMIN_OUTBOX_PATH,
      {
        onRequest,
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              channel: { type: 'string', enum: ['sms', 'mail'] },
              recipient: { type: 'string', minLength: 1, maxLength: 254 },
              limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
            },
          },
        },
      },
      async (request) => ok(await readOutbox(db, { ...request.query, limit: request.query.limit ?? 20 })),
    );
  }

  app.delete<{ Querystring: { prefix?: string } }>(
    ADMIN_RATE_LIMITS_PATH,
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { prefix: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const prefix = request.query.prefix ?? '';
      const { rowCount } = await db.query(`DELETE FROM rate_limit_event WHERE left(bucket, length($1)) = $1`, [prefix]);
      request.log.warn({ prefix, removed: rowCount }, 'rate limits cleared by operator');
      return ok({ removed: rowCount });
    },
  );
}
