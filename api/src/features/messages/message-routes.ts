/**
 * Platform information (messageV2): the member's inbox. GET /wps/member/messages (unread first,
 * then newest), POST /wps/member/messages/read and /delete (the caller's messages among the ids;
 * others' ids match nothing), both answering the new unread count (as CSP_unreadCount).
 */
import type { FastifyInstance } from 'fastify';
import { deleteMessages, memberMessages, readMessages } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { serve } from '../../http/serve';
import { type Authenticate, requirePlayer } from '../player-auth/player-auth';
import { idsAreStrings, messageIdsSchema, messagePageSchema, MESSAGES_DEFAULT_PAGE_SIZE } from './message-input';
import { countUnread, deleteMemberMessages, markMessagesRead, type MessagePageRequest, readMessagePage } from './message-repository';

export interface MessageRoutesDeps {
  db: Database;
  authenticate: Authenticate;
}

function pageOf(query: { pageNo?: number; pageSize?: number }): MessagePageRequest {
  return { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? MESSAGES_DEFAULT_PAGE_SIZE };
}

export function registerMessageRoutes(app: FastifyInstance, { db, authenticate }: MessageRoutesDeps): void {
  serve(app, memberMessages, {
    input: messagePageSchema,
    handler: async (query, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      return readMessagePage(db, memberId, pageOf(query));
    },
  });

  serve(app, readMessages, {
    input: messageIdsSchema,
    preValidation: idsAreStrings,
    handler: async ({ ids }, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      await markMessagesRead(db, memberId, ids);
      return { unreadMessage: await countUnread(db, memberId) };
    },
  });

  serve(app, deleteMessages, {
    input: messageIdsSchema,
    preValidation: idsAreStrings,
    handler: async ({ ids }, request) => {
      const { memberId } = await requirePlayer(authenticate, request);
      await deleteMemberMessages(db, memberId, ids);
      return { unreadMessage: await countUnread(db, memberId) };
    },
  });
}
