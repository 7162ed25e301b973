import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { readStatusSetting, writeStatusSetting } from './system-repository';
import { applyStatusChange, type StatusChange } from './system-status';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';
export const ADMIN_STATUS_PATH = '/admin/system/status';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

export function checkToken(expected: string, request: FastifyRequest): void {
  const given = request.headers[ADMIN_TOKEN_HEADER];
  if (typeof given !== 'string' || given === '') throw new HttpError(401, `Admin token required (${ADMIN_TOKEN_HEADER} header)`);
  // Compare digests: constant time and equal lengths whatever was sent.
  if (!timingSafeEqual(digest(given), digest(expected))) throw new HttpError(403, 'Admin token refused');
}

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
 * The operator's switch (scripts/system-status). Not part of the player contract. Registered only
 * when a token is configured: without SUITE_ADMIN_TOKEN in production these routes do not exist.
 */
export function registerAdminRoutes(app: FastifyInstance, { db, adminToken }: { db: Database; adminToken: string }): void {
  const onRequest = async (request: FastifyRequest): Promise<void> => checkToken(adminToken, request);

  app.get(ADMIN_STATUS_PATH, { onRequest }, async () => ok(await readStatusSetting(db)));

  app.put<{ Body: StatusChange }>(ADMIN_STATUS_PATH, { onRequest, schema: { body: statusChangeSchema } }, async (request) => {
    const next = await db.transaction(async (tx) => {
      const current = await readStatusSetting(tx, true);
      return writeStatusSetting(tx, applyStatusChange(current, request.body));
    });
    request.log.warn({ status: next }, 'system status changed by operator');
    return ok(next);
  });
}
