/**
 * Platform information (messageV2): the member's inbox of notification templates (deposit credited,
 * withdrawal approved ...) and operator messages. Paths and shapes not shown by the spec: ours. The
 * unread count is CSP_unreadCount (common.ts); reading and deleting answer the new count.
 */
import type { IsoDateTime, Page, PageQuery } from './common';
import { endpoint } from './endpoint';

export interface MemberMessage {
  id: string;
  title: string;
  content: string;
  createdAt: IsoDateTime;
  read: boolean;
}

export const MESSAGES_MAX_PAGE_SIZE = 50;

/** Unread first, then newest first. */
export const memberMessages = endpoint<PageQuery, Page<MemberMessage>>({
  method: 'GET',
  path: '/wps/member/messages',
  auth: true,
  encrypted: false,
});

/** 1 to 50 message ids of the caller; others' ids are ignored. */
export interface MessageIds {
  ids: string[];
}
export interface UnreadAfter {
  unreadMessage: number;
}
export const readMessages = endpoint<MessageIds, UnreadAfter>({
  method: 'POST',
  path: '/wps/member/messages/read',
  auth: true,
  encrypted: false,
});
export const deleteMessages = endpoint<MessageIds, UnreadAfter>({
  method: 'POST',
  path: '/wps/member/messages/delete',
  auth: true,
  encrypted: false,
});
