import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { ADMIN_NAME_PATTERN, adminAuth, readAdminAudit } from '../../http/admin-auth';
import { ok } from '../../http/envelope';
import { invalidateSiteSettings } from './site-settings-cache';
import { readStatusSetting, writeStatusSetting } from './system-repository';
import { applyStatusChange, type StatusChange } from './system-status';

export { ADMIN_OPERATOR_HEADER, ADMIN_TOKEN_HEADER } from '../../http/admin-auth';
export const ADMIN_STATUS_PATH = '/admin/system/status';
export const ADMIN_AUDIT_PATH = '/admin/audit';

const statusChangeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['maintenance'],
  properties: {
    maintenance: { type: 'boolean' },
    maintenanceEndTime: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    regionRestriction: { type: 'boolean' },
    blockedCountries: {
      type: 'array',
      maxItems: 250,
      items: { type: 'string', pattern: '^([A-Za-z]{2}|\\*)$' },
    },
  },
};

/**
 * The operator's switch (scripts/system-status) and the admin audit log (scripts/admin-account
 * audit). Not part of the player contract; behind the named admin accounts (http/admin-auth.ts).
 */
export function registerAdminRoutes(app: FastifyInstance, { db, adminToken }: { db: Database; adminToken: string | null }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.get(ADMIN_STATUS_PATH, { onRequest }, async () => ok(await readStatusSetting(db)));

  app.put<{ Body: StatusChange }>(ADMIN_STATUS_PATH, { onRequest, schema: { body: statusChangeSchema } }, async (request) => {
    const next = await db.transaction(async (tx) => {
      const current = await readStatusSetting(tx, true);
      return writeStatusSetting(tx, applyStatusChange(current, request.body));
    });
    invalidateSiteSettings(db);
    request.log.warn({ status: next }, 'system status changed by operator');
    return ok(next);
  });

  // Newest first; page with beforeId (the last id seen). Reading the log is itself logged.
  app.get<{ Querystring: { operator?: string; limit?: number; beforeId?: number } }>(
    ADMIN_AUDIT_PATH,
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            operator: { type: 'string', maxLength: 40, pattern: ADMIN_NAME_PATTERN.source },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            beforeId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
          },
        },
      },
    },
    async (request) => ok(await readAdminAudit(db, { ...request.query, limit: request.query.limit ?? 50 })),
  );
}
