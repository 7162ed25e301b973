/** Feedback entries, their screenshots and the operator's reply. */
import type { FeedbackEntry, Language, Page } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import type { CheckedFeedback } from './feedback-input';
import { replyNotice } from './feedback-messages';

export async function insertFeedback(db: Database, feedback: CheckedFeedback, memberId: string | null, ip: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO feedback (member_id, category, content, contact, ip) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
      [memberId, feedback.category, feedback.content, feedback.contact, ip],
    );
    const id = (rows[0] as { id: string }).id;
    for (const [index, image] of feedback.images.entries()) {
      await tx.query('INSERT INTO feedback_image (feedback_id, position, mime, data) VALUES ($1, $2, $3, $4)', [id, index + 1, image.mime, image.data]);
    }
    return id;
  });
}

/** The member's own feedback, newest first. */
export async function readMemberFeedback(db: Queryable, memberId: string, pageNo: number, pageSize: number): Promise<Page<FeedbackEntry>> {
  const { rows: counted } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE member_id = $1', [memberId]);
  const totalCount = counted[0]?.n ?? 0;
  const { rows } = await db.query<{
    id: string;
    category: string;
    content: string;
    contact: string | null;
    image_count: number;
    created_at: Date;
    reply: string | null;
    replied_at: Date | null;
  }>(
    `SELECT f.id::text AS id, f.category, f.content, f.contact, f.created_at, f.reply, f.replied_at,
            (SELECT count(*)::int FROM feedback_image i WHERE i.feedback_id = f.id) AS image_count
       FROM feedback f
      WHERE f.member_id = $1
      ORDER BY f.created_at DESC, f.id DESC
      LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      category: row.category,
      content: row.content,
      contact: row.contact,
      imageCount: row.image_count,
      createdAt: row.created_at.toISOString(),
      reply: row.reply,
      repliedAt: row.replied_at ? row.replied_at.toISOString() : null,
    })),
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
  };
}

export type ReplyOutcome = { status: 'replied'; memberId: string | null; messaged: boolean } | { status: 'notFound' } | { status: 'alreadyReplied' };

/**
 * Stores the operator's one reply and, for a member's feedback, writes it to their inbox (in their
 * language) in the same transaction.
 */
export async function replyToFeedback(db: Database, feedbackId: string, reply: string, operator: string): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ member_id: string | null; content: string; replied: boolean; language: Language | null }>(
      `SELECT f.member_id, f.content, f.reply IS NOT NULL AS replied, m.language
         FROM feedback f LEFT JOIN member m ON m.id = f.member_id
        WHERE f.id = $1 FOR UPDATE OF f`,
      [feedbackId],
    );
    const found = rows[0];
    if (!found) return { status: 'notFound' };
    if (found.replied) return { status: 'alreadyReplied' };
    await tx.query('UPDATE feedback SET reply = $2, replied_at = now(), replied_by = $3 WHERE id = $1', [feedbackId, reply, operator]);
    if (!found.member_id) return { status: 'replied', memberId: null, messaged: false };
    const notice = replyNotice(found.language ?? 'es', reply, found.content);
    await tx.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [found.member_id, notice.title, notice.content]);
    return { status: 'replied', memberId: found.member_id, messaged: true };
  });
}
