/**
 * The member's inbox (member_message): one page unread first then newest, marking read, deleting,
 * and the operator's send. Every statement is scoped to the member: an id of someone else's
 * message matches nothing. Ids travel as text (BIGINT reads as a JS number otherwise).
 */
import type { MemberMessage, Page } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

export interface MessagePageRequest {
  pageNo: number;
  pageSize: number;
}

interface MessageRow {
  total_count: number;
  id: string | null;
  title: string | null;
  content: string | null;
  created_at: Date | null;
  read: boolean | null;
}

/** The member's unread messages (as CSP_unreadCount counts them). */
export async function countUnread(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_message WHERE member_id = $1 AND read_at IS NULL', [memberId]);
  return rows[0]?.n ?? 0;
}

/** One page of the member's messages: unread first, then newest first (created_at, id). */
export async function readMessagePage(db: Queryable, memberId: string, page: MessagePageRequest): Promise<Page<MemberMessage>> {
  const { rows } = await db.query<MessageRow>(
    `WITH total AS (SELECT count(*)::int AS total_count FROM member_message WHERE member_id = $1)
     SELECT t.total_count, m.id, m.title, m.content, m.created_at, m.read
       FROM total t
       LEFT JOIN LATERAL (
         SELECT id::text AS id, title, content, created_at, read_at IS NOT NULL AS read
           FROM member_message
          WHERE member_id = $1
          ORDER BY read_at IS NULL DESC, created_at DESC, member_message.id DESC
          LIMIT $2 OFFSET $3
       ) m ON TRUE
      ORDER BY m.read ASC, m.created_at DESC, m.id::bigint DESC`,
    [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const totalCount = rows[0]?.total_count ?? 0;
  const list: MemberMessage[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id as string,
      title: row.title as string,
      content: row.content as string,
      createdAt: (row.created_at as Date).toISOString(),
      read: row.read as boolean,
    }));
  return { list, totalPages: Math.ceil(totalCount / page.pageSize), totalCount };
}

/** Marks these of the member's messages read (already read ones keep their time); others' ids match nothing. */
export async function markMessagesRead(db: Queryable, memberId: string, ids: readonly string[]): Promise<number> {
  const { rowCount } = await db.query(
    'UPDATE member_message SET read_at = now() WHERE member_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL',
    [memberId, ids],
  );
  return rowCount;
}

/** Deletes these of the member's messages; others' ids match nothing. */
export async function deleteMemberMessages(db: Queryable, memberId: string, ids: readonly string[]): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM member_message WHERE member_id = $1 AND id = ANY($2::bigint[])', [memberId, ids]);
  return rowCount;
}

/**
 * A new unread message to the member of this account (case-insensitive; unique so), in one
 * statement; null when there is no such member.
 */
export async function sendMessageToAccount(
  db: Queryable,
  account: string,
  title: string,
  content: string,
): Promise<{ messageId: string; memberId: string } | null> {
  const { rows } = await db.query<{ message_id: string; member_id: string }>(
    `INSERT INTO member_message (member_id, title, content)
     SELECT id, $2, $3 FROM member WHERE lower(account) = lower($1)
     RETURNING id::text AS message_id, member_id`,
    [account, title, content],
  );
  const row = rows[0];
  return row ? { messageId: row.message_id, memberId: row.member_id } : null;
}
