/**
 * The feedback form's other calls: GET /wps/feedback/settings (the operator's bounds, open to
 * visitors) and GET /wps/member/feedback (the caller's own entries with the operator's replies,
 * newest first). The form itself (PUT /wps/feedback) is served with the member calls.
 */
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_MAX_PAGE_SIZE, feedbackSettings, myFeedback } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { serve } from '../../http/serve';
import { type Authenticate, requirePlayer } from '../player-auth/player-auth';
import { readMemberFeedback } from './feedback-repository';
import { readFeedbackSettings } from './feedback-settings';

export const FEEDBACK_DEFAULT_PAGE_SIZE = 10;

export function registerFeedbackRoutes(app: FastifyInstance, { db, authenticate }: { db: Database; authenticate: Authenticate }): void {
  serve(app, feedbackSettings, { handler: () => readFeedbackSettings(db) });

  serve(app, myFeedback, {
    input: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
        pageSize: { type: 'integer', minimum: 1, maximum: FEEDBACK_MAX_PAGE_SIZE },
      },
    },
    handler: async (query, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      return readMemberFeedback(db, memberId, query.pageNo ?? 1, query.pageSize ?? FEEDBACK_DEFAULT_PAGE_SIZE);
    },
  });
}
