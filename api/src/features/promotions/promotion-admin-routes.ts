/**
 * The operator's side of promotions (scripts/promotions): activity applications to approve (which
 * issues the promotion's bonus to the member's reward centre) or reject (with a reason the member
 * reads), one application with its images' bytes (scripts/promotions show), and the winner board's rule. Behind the named admin accounts; every call is in the audit log
 * (admin-auth.ts), with what it decided noted on its row.
 */
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_MAX_IMAGES } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { adminAuth, adminNameOf, noteAdminAudit } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { toCents } from '../../money/cents';
import { NO_CONTROL_CHARACTERS } from '../messages/message-input';
import { decideApplication, findApplication, listApplications, readApplicationImage } from './promotion-repository';
import { readWinnerRule, WINNER_BOARD_MAX_SIZE, type WinnerRule, writeWinnerRule } from './winners';

export const ADMIN_APPLICATIONS_PATH = '/admin/promotions/applications';
export const ADMIN_WINNER_RULE_PATH = '/admin/promotions/winner-rule';

const idParams = {
  type: 'object',
  required: ['applicationId'],
  properties: { applicationId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
};

export function registerPromotionAdminRoutes(app: FastifyInstance, { db, adminToken, now }: { db: Database; adminToken: string | null; now: () => Date }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.get<{ Querystring: { status?: 'applying' | 'issued' | 'rejected' } }>(
    ADMIN_APPLICATIONS_PATH,
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: ['applying', 'issued', 'rejected'], default: 'applying' } },
        },
      },
    },
    async (request) => ok(await listApplications(db, request.query.status ?? 'applying')),
  );

  app.get<{ Params: { applicationId: string } }>(`${ADMIN_APPLICATIONS_PATH}/:applicationId`, { onRequest, schema: { params: idParams } }, async (request) => {
    const application = await findApplication(db, request.params.applicationId);
    if (!application) throw new HttpError(404, `No application ${request.params.applicationId}`);
    return ok(application);
  });

  // The image's own bytes with its type (read from the bytes when it was sent): what the operator saves and opens.
  app.get<{ Params: { applicationId: string; position: string } }>(
    `${ADMIN_APPLICATIONS_PATH}/:applicationId/images/:position`,
    {
      onRequest,
      schema: {
        params: {
          type: 'object',
          required: ['applicationId', 'position'],
          properties: { ...idParams.properties, position: { type: 'string', pattern: `^[1-${ACTIVITY_MAX_IMAGES}]$` } },
        },
      },
    },
    async (request, reply) => {
      const { applicationId, position } = request.params;
      const image = await readApplicationImage(db, applicationId, Number(position));
      if (!image) throw new HttpError(404, `Application ${applicationId} has no image ${position}`);
      noteAdminAudit(request, { applicationId, position: Number(position), bytes: image.data.length });
      return reply
        .header('content-type', image.mime)
        .header('content-disposition', `attachment; filename="application-${applicationId}-${position}.${image.mime === 'image/png' ? 'png' : 'jpg'}"`)
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );

  app.post<{ Params: { applicationId: string } }>(`${ADMIN_APPLICATIONS_PATH}/:applicationId/approve`, { onRequest, schema: { params: idParams } }, async (request) => {
    const decided = await decideApplication(db, request.params.applicationId, { approve: true }, adminNameOf(request), now());
    noteAdminAudit(request, { applicationId: decided.applicationId, status: decided.status, rewardId: decided.rewardId });
    return ok(decided);
  });

  app.post<{ Params: { applicationId: string }; Body: { reason: string } }>(
    `${ADMIN_APPLICATIONS_PATH}/:applicationId/reject`,
    {
      onRequest,
      preValidation: bodyStrings(['reason']),
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reason'],
          properties: { reason: { type: 'string', minLength: 1, maxLength: 200, pattern: NO_CONTROL_CHARACTERS } },
        },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new HttpError(400, 'Invalid body: reason must not be blank');
      const decided = await decideApplication(db, request.params.applicationId, { approve: false, reason }, adminNameOf(request), now());
      noteAdminAudit(request, { applicationId: decided.applicationId, status: decided.status });
      return ok(decided);
    },
  );

  app.get(ADMIN_WINNER_RULE_PATH, { onRequest }, async () => ok(await readWinnerRule(db)));

  app.put<{ Body: { minWin: string; minMultiplier: string; size?: number } }>(
    ADMIN_WINNER_RULE_PATH,
    {
      onRequest,
      preValidation: bodyStrings(['minWin', 'minMultiplier']),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['minWin', 'minMultiplier'],
          properties: {
            minWin: AMOUNT_SCHEMA,
            minMultiplier: { type: 'string', maxLength: 7, pattern: '^(0|[1-9][0-9]{0,3})(\\.[0-9]{1,2})?$' },
            size: { type: 'integer', minimum: 1, maximum: WINNER_BOARD_MAX_SIZE },
          },
        },
      },
    },
    async (request) => {
      const { minWin, minMultiplier } = request.body;
      if (toCents(minWin) <= 0n) throw new HttpError(400, 'Invalid body: minWin must be above 0');
      const current = await readWinnerRule(db);
      const rule: WinnerRule = { minWin, minMultiplier, size: request.body.size ?? current.size };
      await writeWinnerRule(db, rule);
      noteAdminAudit(request, { rule });
      return ok(rule);
    },
  );
}
