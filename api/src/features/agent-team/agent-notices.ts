/**
 * Agent notices (migration 131): the agent centre's announcements, read in the request's language,
 * newest first; the operator publishes one with POST /admin/agent-notices (named admin accounts,
 * audited like every /admin route).
 */
import type { FastifyInstance } from 'fastify';
import type { AgentNotice, Language, Page } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { adminAuth, adminNameOf, noteAdminAudit } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { NO_CONTROL_CHARACTERS } from '../messages/message-input';
import type { PageRequest } from './team-queries';

export const AGENT_NOTICES_ADMIN_PATH = '/admin/agent-notices';

/** Published (up to `now`) and enabled notices, newest first. */
export async function readAgentNotices(db: Queryable, language: Language, page: PageRequest, now: Date): Promise<Page<AgentNotice>> {
  const { rows } = await db.query<{ total_count: number; id: string | null; title: string; content: string; published_at: Date }>(
    `WITH shown AS (SELECT * FROM agent_notice WHERE enabled AND published_at <= $2)
     SELECT (SELECT count(*) FROM shown)::int AS total_count, n.id::text AS id,
            CASE WHEN $1 = 'en' THEN n.title_en ELSE n.title_es END AS title,
            CASE WHEN $1 = 'en' THEN n.content_en ELSE n.content_es END AS content, n.published_at
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (SELECT * FROM shown ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4) n ON TRUE
      ORDER BY n.published_at DESC, n.id DESC`,
    [language, now, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const total = rows[0]?.total_count ?? 0;
  return {
    list: rows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: row.id as string, title: row.title, content: row.content, publishedAt: row.published_at.toISOString() })),
    totalCount: total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

interface NewNotice {
  titleEs: string;
  titleEn: string;
  contentEs: string;
  contentEn: string;
  /** Default: now. A later time schedules it. */
  publishedAt?: string;
}

// A title is one line; contents are paragraphs (line breaks and tabs allowed, no other control character).
const title = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F]*$' };
const content = { type: 'string', minLength: 1, maxLength: 10_000, pattern: NO_CONTROL_CHARACTERS };

export function registerAgentNoticeAdminRoutes(app: FastifyInstance, { db, adminToken, now }: { db: Database; adminToken: string | null; now: () => Date }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });
  app.post<{ Body: NewNotice }>(
    AGENT_NOTICES_ADMIN_PATH,
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['titleEs', 'titleEn', 'contentEs', 'contentEn'],
          properties: { titleEs: title, titleEn: title, contentEs: content, contentEn: content, publishedAt: { type: 'string', format: 'date-time', maxLength: 40 } },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const texts = [body.titleEs, body.titleEn, body.contentEs, body.contentEn].map((text) => text.trim());
      if (texts.some((text) => text === '')) throw new HttpError(400, 'Invalid body: titles and contents must not be blank');
      const publishedAt = body.publishedAt ? new Date(body.publishedAt) : now();
      if (Number.isNaN(publishedAt.getTime())) throw new HttpError(400, 'Invalid body: publishedAt is not a date-time');
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO agent_notice (title_es, title_en, content_es, content_en, published_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
        [...texts, publishedAt, adminNameOf(request)],
      );
      const id = (rows[0] as { id: string }).id;
      noteAdminAudit(request, { noticeId: id });
      return ok({ id, publishedAt: publishedAt.toISOString() });
    },
  );
}
