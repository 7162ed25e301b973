/**
 * The operator's white-label switches and registration field settings (scripts/site-settings).
 * Not part of the player contract; behind the named admin accounts (http/admin-auth.ts).
 */
import type { FastifyInstance } from 'fastify';
import { REGISTER_FIELD_NAMES, type RegisterFieldName, type RegisterFieldSetting } from '@suite/shared/contract';
import { PATTERN_IDS } from '@suite/shared/validation';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { invalidateSiteSettings } from '../system/site-settings-cache';
import { readRegisterSettings } from '../system/system-repository';
import { adminAuth } from '../../http/admin-auth';
import { checkOperatorPattern, MAX_PATTERN_LENGTH, PatternRefusal } from './operator-pattern';
import { readSwitchRows, setSwitch, updateRegisterField } from './site-settings-repository';

export const ADMIN_SWITCHES_PATH = '/admin/site/switches';
export const ADMIN_REGISTER_FIELDS_PATH = '/admin/site/register-fields';

const fieldChangeSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    enabled: { type: 'boolean' },
    required: { type: 'boolean' },
    acceptedPattern: { type: 'string', minLength: 1, maxLength: MAX_PATTERN_LENGTH },
    patternId: { type: 'string', enum: [...PATTERN_IDS] },
    minLength: { type: 'integer', minimum: 0, maximum: 255 },
    maxLength: { type: 'integer', minimum: 0, maximum: 255 },
  },
};

/**
 * The same reading as the client's (validateField): '*' is any text, else the whole value must match.
 * At most MAX_PATTERN_LENGTH characters and runnable by RE2 (linear time; operator-pattern.ts).
 */
function checkPattern(pattern: string): void {
  try {
    checkOperatorPattern(pattern);
  } catch (error) {
    if (error instanceof PatternRefusal) throw new HttpError(400, `Invalid body: ${error.message}`);
    throw error;
  }
}

export function registerSiteSettingsAdminRoutes(app: FastifyInstance, { db, adminToken }: { db: Database; adminToken: string | null }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.get(ADMIN_SWITCHES_PATH, { onRequest }, async () => ok(await readSwitchRows(db)));

  app.put<{ Params: { modId: string }; Body: { enabled: boolean } }>(
    `${ADMIN_SWITCHES_PATH}/:modId`,
    {
      onRequest,
      schema: {
        params: { type: 'object', properties: { modId: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' } } },
        body: { type: 'object', additionalProperties: false, required: ['enabled'], properties: { enabled: { type: 'boolean' } } },
      },
    },
    async (request) => {
      const row = await setSwitch(db, request.params.modId, request.body.enabled);
      if (!row) throw new HttpError(404, `No switch ${request.params.modId}`);
      invalidateSiteSettings(db);
      request.log.warn({ switch: row }, 'white-label switch changed by operator');
      return ok(row);
    },
  );

  app.get(ADMIN_REGISTER_FIELDS_PATH, { onRequest }, async () => ok(await readRegisterSettings(db)));

  app.put<{ Params: { field: string }; Body: Partial<RegisterFieldSetting> }>(
    `${ADMIN_REGISTER_FIELDS_PATH}/:field`,
    { onRequest, schema: { params: { type: 'object', properties: { field: { type: 'string', maxLength: 40 } } }, body: fieldChangeSchema } },
    async (request) => {
      const field = REGISTER_FIELD_NAMES.find((name) => name.toLowerCase() === request.params.field.toLowerCase());
      if (!field) throw new HttpError(404, `No registration field ${request.params.field} (fields: ${REGISTER_FIELD_NAMES.join(', ')})`);
      const next = await db.transaction(async (tx) => {
        const current = (await readRegisterSettings(tx))[field as RegisterFieldName];
        const merged: RegisterFieldSetting = { ...current, ...request.body };
        if (merged.minLength > merged.maxLength) {
          throw new HttpError(400, `Invalid body: minLength (${merged.minLength}) is above maxLength (${merged.maxLength})`);
        }
        checkPattern(merged.acceptedPattern);
        await updateRegisterField(tx, field, merged);
        return merged;
      });
      invalidateSiteSettings(db);
      request.log.warn({ field, setting: next }, 'registration field changed by operator');
      return ok({ field, ...next });
    },
  );
}
