/**
 * The operator's side of the inbox: POST /admin/members/messages sends a message to a member (by
 * account, case-insensitive), behind the admin token like the cashier's admin routes. Not part of
 * the player contract; tests and e2e use it too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { adminAuth } from '../../http/admin-auth';
import { marketingRefusal } from '../responsible/exclusion-state';
import { fieldsAreStrings, sendMessageSchema } from './message-input';
import { sendMessageToAccount } from './message-repository';

export const ADMIN_MESSAGES_PATH = '/admin/members/messages';

export interface SendMessageBody {
  account: string;
  title: string;
  content: string;
}

export interface SentMessage {
  messageId: string;
  memberId: string;
}

/** Who acted: the x-operator header (a name), else 'operator'. */
function operatorOf(request: FastifyRequest): string {
  const name = request.headers['x-operator'];
  return typeof name === 'string' && /^[\w.@-]{1,40}$/.test(name) ? name : 'operator';
}

export function registerMessageAdminRoutes(app: FastifyInstance, { db, adminToken }: { db: Database; adminToken: string | null }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.post<{ Body: SendMessageBody }>(
    ADMIN_MESSAGES_PATH,
    { onRequest, preValidation: fieldsAreStrings(['account', 'title', 'content']), schema: { body: sendMessageSchema } },
    async (request) => {
      const account = request.body.account.trim();
      const title = request.body.title.trim();
      const content = request.body.content.trim();
      if (!account || !title || !content) throw new HttpError(400, 'Invalid body: account, title and content must not be blank');
      // Safer gambling (issue 24): the operator's messages (campaigns) stop for a closed account.
      const closed = await marketingRefusal(db, account);
      if (closed) throw closed;
      const sent: SentMessage | null = await sendMessageToAccount(db, account, title, content);
      if (!sent) throw new HttpError(404, `No member ${account}`);
      request.log.warn({ ...sent, operator: operatorOf(request) }, 'member message sent by operator');
      return ok(sent);
    },
  );
}
