/**
 * The operator's answer to feedback: POST /admin/feedback/:id/reply stores one reply (409 when the
 * entry already has one) and sends it to the member's inbox, behind the admin token like the
 * inbox's admin route. Not part of the player contract.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { fieldsAreStrings, NO_CONTROL_CHARACTERS } from '../messages/message-input';
import { adminAuth } from '../../http/admin-auth';
import { replyToFeedback } from './feedback-repository';

export const ADMIN_FEEDBACK_PATH = '/admin/feedback';

export interface FeedbackReplied {
  feedbackId: string;
  memberId: string | null;
  /** The member was told in the inbox (false for a visitor's feedback). */
  messaged: boolean;
}

/** Who acted: the x-operator header (a name), else 'operator'. */
function operatorOf(request: FastifyRequest): string {
  const name = request.headers['x-operator'];
  return typeof name === 'string' && /^[\w.@-]{1,40}$/.test(name) ? name : 'operator';
}

export function registerFeedbackAdminRoutes(app: FastifyInstance, { db, adminToken }: { db: Database; adminToken: string | null }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.post<{ Params: { id: string }; Body: { reply: string } }>(
    `${ADMIN_FEEDBACK_PATH}/:id/reply`,
    {
      onRequest,
      preValidation: fieldsAreStrings(['reply']),
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reply'],
          properties: { reply: { type: 'string', minLength: 1, maxLength: 2000, pattern: NO_CONTROL_CHARACTERS } },
        },
      },
    },
    async (request) => {
      const reply = request.body.reply.trim();
      if (!reply) throw new HttpError(400, 'Invalid body: reply must not be blank');
      const operator = operatorOf(request);
      const outcome = await replyToFeedback(db, request.params.id, reply, operator);
      if (outcome.status === 'notFound') throw new HttpError(404, `No feedback ${request.params.id}`);
      if (outcome.status === 'alreadyReplied') throw new HttpError(409, `Feedback ${request.params.id} already has a reply`);
      const replied: FeedbackReplied = { feedbackId: request.params.id, memberId: outcome.memberId, messaged: outcome.messaged };
      request.log.warn({ ...replied, operator }, 'feedback replied by operator');
      return ok(replied);
    },
  );
}
