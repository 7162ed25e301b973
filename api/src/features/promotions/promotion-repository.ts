/**
 * Promotions and the member's standing with each: the list by category, the detail, joining,
 * activity applications and the operator's decision on them, and the raffle claim. The period and
 * the standing follow the app's clock (`now`). An approval issues a member_reward in the same
 * transaction (the reward centre credits it, once, when the member claims it); a raffle claim issues
 * and claims its reward at once, so its prize goes through the same ledger path.
 */
import type {
  ActivityApplication,
  ActivityMemberStatus,
  ApplicationStatus,
  Language,
  Money,
  MyApplication,
  Page,
  PromotionAction,
  PromotionCategory,
  PromotionDetail,
  PromotionList,
  PromotionPeriodStatus,
  PromotionSummary,
  RewardState,
} from '@suite/shared/contract';
import { PROMOTION_CATEGORIES } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import type { UploadedImage } from '../../http/images';
import { promotionImageUrl } from '../content/content-repository';
import { claimMemberReward, issueReward } from '../rewards/reward-repository';
import { decisionNotice, promotionRefusal } from './promotion-messages';

/** Promotion ids are the operator's slugs; a letter first keeps them apart from reward ids (digits). */
export const PROMOTION_ID_PATTERN = '^[a-z][a-z0-9-]{1,39}$';
export const isPromotionId = (value: string): boolean => new RegExp(PROMOTION_ID_PATTERN).test(value);

interface PromotionRow {
  id: string;
  title: string;
  content: string;
  terms: string;
  category: PromotionCategory;
  action: PromotionAction;
  reward_amount: string | null;
  turnover_multiplier: string | null;
  title_es: string;
  title_en: string;
  starts_at: Date | null;
  ends_at: Date | null;
  sort_order: number;
}

const columns = (language: Language) => `id, title_${language} AS title, content_${language} AS content, terms_${language} AS terms, category, action,
  reward_amount::text AS reward_amount, turnover_multiplier::text AS turnover_multiplier, title_es, title_en, starts_at, ends_at, sort_order`;

export function periodStatus(row: { starts_at: Date | null; ends_at: Date | null }, now: Date): PromotionPeriodStatus {
  if (row.starts_at && row.starts_at.getTime() > now.getTime()) return 'comingSoon';
  if (row.ends_at && row.ends_at.getTime() <= now.getTime()) return 'closed';
  return 'process';
}

const PERIOD_ORDER: Record<PromotionPeriodStatus, number> = { process: 0, comingSoon: 1, closed: 2 };

interface ApplicationRow {
  id: string;
  promotion_id: string;
  status: 'applying' | 'issued' | 'rejected';
  comment: string;
  image_count: number;
  created_at: Date;
  decided_at: Date | null;
  reject_reason: string | null;
  reward_id: string | null;
  reward_state: RewardState | null;
}

const APPLICATION_COLUMNS = `a.id::text AS id, a.promotion_id, a.status, a.comment, a.created_at, a.decided_at, a.reject_reason, a.reward_id::text AS reward_id,
  r.state AS reward_state, (SELECT count(*)::int FROM promotion_application_image i WHERE i.application_id = a.id) AS image_count`;

function applicationStatus(row: ApplicationRow): ApplicationStatus {
  return row.status === 'issued' && row.reward_state === 'claimed' ? 'claimed' : row.status;
}

function toApplication(row: ApplicationRow): ActivityApplication {
  return {
    applicationId: row.id,
    status: applicationStatus(row),
    comment: row.comment,
    imageCount: row.image_count,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    rejectReason: row.reject_reason,
    rewardId: row.reward_id,
  };
}

/** The member's standing with each promotion (or the ones given): participation, else the latest application. */
async function memberStandings(db: Queryable, memberId: string, ids?: string[]): Promise<{ status: Map<string, ActivityMemberStatus>; latest: Map<string, ApplicationRow> }> {
  const only = ids ? 'AND promotion_id = ANY($2::text[])' : '';
  const params: unknown[] = ids ? [memberId, ids] : [memberId];
  const joined = await db.query<{ promotion_id: string; state: 'joined' | 'claimed' }>(
    `SELECT promotion_id, state FROM promotion_participation WHERE member_id = $1 ${only}`,
    params,
  );
  const latestRows = await db.query<ApplicationRow>(
    `SELECT DISTINCT ON (a.promotion_id) ${APPLICATION_COLUMNS}
       FROM promotion_application a LEFT JOIN member_reward r ON r.id = a.reward_id
      WHERE a.member_id = $1 ${only.replace('promotion_id', 'a.promotion_id')}
      ORDER BY a.promotion_id, a.created_at DESC, a.id DESC`,
    params,
  );
  const status = new Map<string, ActivityMemberStatus>();
  const latest = new Map<string, ApplicationRow>();
  for (const row of latestRows.rows) {
    latest.set(row.promotion_id, row);
    status.set(row.promotion_id, applicationStatus(row));
  }
  for (const row of joined.rows) status.set(row.promotion_id, row.state);
  return { status, latest };
}

function toSummary(row: PromotionRow, language: Language, now: Date, memberStatus: ActivityMemberStatus | null): PromotionSummary {
  const period = periodStatus(row, now);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    imageUrl: promotionImageUrl(row.id, language),
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    periodStatus: period,
    action: row.action,
    memberStatus,
    status: memberStatus ?? period,
  };
}

export async function readPromotionList(
  db: Queryable,
  { category, memberId, language, now }: { category?: PromotionCategory; memberId: string | null; language: Language; now: Date },
): Promise<PromotionList> {
  const { rows } = await db.query<PromotionRow>(`SELECT ${columns(language)} FROM promotion WHERE enabled ORDER BY sort_order, id`);
  const standings = memberId ? (await memberStandings(db, memberId)).status : new Map<string, ActivityMemberStatus>();
  const present = new Set(rows.map((row) => row.category));
  const list = rows
    .filter((row) => category === undefined || row.category === category)
    .map((row) => toSummary(row, language, now, standings.get(row.id) ?? null))
    .sort((a, b) => PERIOD_ORDER[a.periodStatus] - PERIOD_ORDER[b.periodStatus]);
  return { list, categories: PROMOTION_CATEGORIES.filter((name) => present.has(name)) };
}

async function findPromotion(db: Queryable, id: string, language: Language, lock = false): Promise<PromotionRow | null> {
  if (!isPromotionId(id)) return null;
  const { rows } = await db.query<PromotionRow>(`SELECT ${columns(language)} FROM promotion WHERE id = $1 AND enabled${lock ? ' FOR SHARE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function readPromotionDetail(db: Queryable, id: string, memberId: string | null, language: Language, now: Date): Promise<PromotionDetail> {
  const row = await findPromotion(db, id, language);
  if (!row) throw promotionRefusal('promotionNotFound', 404);
  const standing = memberId ? await memberStandings(db, memberId, [id]) : null;
  const latest = standing?.latest.get(id);
  return {
    ...toSummary(row, language, now, standing?.status.get(id) ?? null),
    content: row.content,
    terms: row.terms,
    rewardAmount: row.reward_amount,
    turnoverMultiplier: row.turnover_multiplier,
    application: row.action === 'apply' && latest ? toApplication(latest) : null,
  };
}

/** The promotion of an action, in process and taking that action; else the refusal. */
async function openPromotion(db: Queryable, id: string, action: PromotionAction, now: Date): Promise<PromotionRow> {
  const row = await findPromotion(db, id, 'es', true);
  if (!row) throw promotionRefusal('promotionNotFound');
  if (row.action !== action) throw promotionRefusal('promotionWrongAction');
  if (periodStatus(row, now) !== 'process') throw promotionRefusal('promotionNotOpen');
  return row;
}

export async function joinPromotion(db: Database, memberId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await openPromotion(tx, id, 'join', now);
    await tx.query(
      `INSERT INTO promotion_participation (promotion_id, member_id, state, created_at) VALUES ($1, $2, 'joined', $3)
       ON CONFLICT (promotion_id, member_id) DO NOTHING`,
      [id, memberId, now],
    );
  });
}

export interface CheckedApplication {
  comment: string;
  images: UploadedImage[];
}

/** Stores an application (applying); one open or approved per member and promotion. */
export async function applyToPromotion(db: Database, memberId: string, id: string, application: CheckedApplication, now: Date): Promise<ActivityApplication> {
  return db.transaction(async (tx) => {
    await openPromotion(tx, id, 'apply', now);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO promotion_application (promotion_id, member_id, comment, age_confirmed, created_at) VALUES ($1, $2, $3, TRUE, $4)
       ON CONFLICT (promotion_id, member_id) WHERE status <> 'rejected' DO NOTHING RETURNING id::text AS id`,
      [id, memberId, application.comment, now],
    );
    const applicationId = rows[0]?.id;
    if (!applicationId) throw promotionRefusal('alreadyApplied');
    for (const [index, image] of application.images.entries()) {
      await tx.query('INSERT INTO promotion_application_image (application_id, position, mime, data) VALUES ($1, $2, $3, $4)', [
        applicationId,
        index + 1,
        image.mime,
        image.data,
      ]);
    }
    return {
      applicationId,
      status: 'applying',
      comment: application.comment,
      imageCount: application.images.length,
      createdAt: now.toISOString(),
      decidedAt: null,
      rejectReason: null,
      rewardId: null,
    };
  });
}

// --- The operator's side ---

export interface AdminApplication extends ActivityApplication {
  promotionId: string;
  promotionTitle: string;
  account: string;
  memberId: string;
  decidedBy: string | null;
}

export async function listApplications(db: Queryable, status: ApplicationRow['status']): Promise<AdminApplication[]> {
  const { rows } = await db.query<ApplicationRow & { account: string; member_id: string; title: string; decided_by: string | null }>(
    `SELECT ${APPLICATION_COLUMNS}, m.account, a.member_id, p.title_en AS title, a.decided_by
       FROM promotion_application a
       JOIN member m ON m.id = a.member_id
       JOIN promotion p ON p.id = a.promotion_id
       LEFT JOIN member_reward r ON r.id = a.reward_id
      WHERE a.status = $1
      ORDER BY a.created_at, a.id
      LIMIT 200`,
    [status],
  );
  return rows.map((row) => ({
    ...toApplication(row),
    promotionId: row.promotion_id,
    promotionTitle: row.title,
    account: row.account,
    memberId: row.member_id,
    decidedBy: row.decided_by,
  }));
}

export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approves (issues the promotion's reward to the member's reward centre) or rejects an application
 * still applying; the member gets an inbox notice in their language. 404 unknown, 409 decided.
 */
export async function decideApplication(db: Database, applicationId: string, decision: Decision, operator: string, now: Date): Promise<AdminApplication> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; member_id: string; promotion_id: string; language: Language | null }>(
      `SELECT a.status, a.member_id, a.promotion_id, m.language
         FROM promotion_application a JOIN member m ON m.id = a.member_id WHERE a.id = $1::bigint FOR UPDATE OF a`,
      [applicationId],
    );
    const found = rows[0];
    if (!found) throw new HttpError(404, `No application ${applicationId}`);
    if (found.status !== 'applying') throw new HttpError(409, `Application ${applicationId} is already ${found.status}`);
    const promotion = await findPromotion(tx, found.promotion_id, found.language ?? 'es');
    if (!promotion) throw new HttpError(409, `The promotion ${found.promotion_id} is no longer enabled`);
    const language = found.language ?? 'es';
    if (decision.approve) {
      const amount = promotion.reward_amount as Money;
      const reward = await issueReward(
        tx,
        {
          memberId: found.member_id,
          source: 'promotion',
          titleEs: promotion.title_es,
          titleEn: promotion.title_en,
          amount,
          turnoverMultiplier: promotion.turnover_multiplier,
        },
        language,
        now,
      );
      if (!reward) throw new Error('reward not issued');
      await tx.query(`UPDATE promotion_application SET status = 'issued', reward_id = $2::bigint, decided_at = $3, decided_by = $4 WHERE id = $1::bigint`, [
        applicationId,
        reward.rewardId,
        now,
        operator,
      ]);
      const notice = decisionNotice('approved', language, { promotion: promotion.title, amount });
      await tx.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [found.member_id, notice.title, notice.content]);
    } else {
      await tx.query(`UPDATE promotion_application SET status = 'rejected', reject_reason = $2, decided_at = $3, decided_by = $4 WHERE id = $1::bigint`, [
        applicationId,
        decision.reason,
        now,
        operator,
      ]);
      const notice = decisionNotice('rejected', language, { promotion: promotion.title, reason: decision.reason });
      await tx.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [found.member_id, notice.title, notice.content]);
    }
  });
  const status = decision.approve ? 'issued' : 'rejected';
  const listed = (await listApplications(db, status)).find((application) => application.applicationId === applicationId);
  if (!listed) throw new Error('decided application not found');
  return listed;
}

/** The member's own applications with their promotion's title, newest first (My applications). */
export async function listMemberApplications(db: Queryable, memberId: string, language: Language, pageNo: number, pageSize: number): Promise<Page<MyApplication>> {
  const { rows } = await db.query<ApplicationRow & { title: string }>(
    `SELECT ${APPLICATION_COLUMNS}, p.title_${language === 'en' ? 'en' : 'es'} AS title
       FROM promotion_application a
       JOIN promotion p ON p.id = a.promotion_id
       LEFT JOIN member_reward r ON r.id = a.reward_id
      WHERE a.member_id = $1
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotion_application WHERE member_id = $1', [memberId]);
  const totalCount = count.rows[0]?.n ?? 0;
  return {
    list: rows.map((row) => ({ ...toApplication(row), promotionId: row.promotion_id, promotionTitle: row.title })),
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}

/** One application of any state, for the operator's look at it (null when unknown). */
export async function findApplication(db: Queryable, applicationId: string): Promise<AdminApplication | null> {
  const { rows } = await db.query<ApplicationRow & { account: string; member_id: string; title: string; decided_by: string | null }>(
    `SELECT ${APPLICATION_COLUMNS}, m.account, a.member_id, p.title_en AS title, a.decided_by
       FROM promotion_application a
       JOIN member m ON m.id = a.member_id
       JOIN promotion p ON p.id = a.promotion_id
       LEFT JOIN member_reward r ON r.id = a.reward_id
      WHERE a.id = $1::bigint`,
    [applicationId],
  );
  const row = rows[0];
  return row
    ? { ...toApplication(row), promotionId: row.promotion_id, promotionTitle: row.title, account: row.account, memberId: row.member_id, decidedBy: row.decided_by }
    : null;
}

/** An image of the member's own application; null for a missing one or another member's (the same answer). */
export async function readMemberApplicationImage(db: Queryable, memberId: string, applicationId: string, position: number): Promise<UploadedImage | null> {
  const { rows } = await db.query<{ mime: UploadedImage['mime']; data: Buffer }>(
    `SELECT i.mime, i.data FROM promotion_application_image i JOIN promotion_application a ON a.id = i.application_id
      WHERE i.application_id = $1::bigint AND i.position = $2 AND a.member_id = $3`,
    [applicationId, position, memberId],
  );
  const row = rows[0];
  return row ? { mime: row.mime, data: Buffer.from(row.data) } : null;
}

/** An application's images (the operator looks at them before deciding). */
export async function readApplicationImage(db: Queryable, applicationId: string, position: number): Promise<UploadedImage | null> {
  const { rows } = await db.query<{ mime: UploadedImage['mime']; data: Buffer }>(
    'SELECT mime, data FROM promotion_application_image WHERE application_id = $1::bigint AND position = $2',
    [applicationId, position],
  );
  const row = rows[0];
  return row ? { mime: row.mime, data: Buffer.from(row.data) } : null;
}

/**
 * MCS2_claimRafflePromotion with a promotion id, inside the caller's (idempotent) transaction: once per
 * member and promotion (the participation row's key makes a parallel claim wait, then refuse), the prize
 * issued and claimed at once through the reward centre's ledger path.
 */
export async function claimRafflePrize(tx: Queryable, memberId: string, id: string, language: Language, now: Date): Promise<{ prizeName: string; amount: Money }> {
  const promotion = await openPromotion(tx, id, 'claim', now);
  const claimed = await tx.query('SELECT 1 FROM promotion_participation WHERE promotion_id = $1 AND member_id = $2', [id, memberId]);
  if (claimed.rows.length > 0) throw promotionRefusal('alreadyClaimed');
  const reward = await issueReward(
    tx,
    {
      memberId,
      source: 'raffle',
      titleEs: promotion.title_es,
      titleEn: promotion.title_en,
      amount: promotion.reward_amount as Money,
      turnoverMultiplier: promotion.turnover_multiplier,
    },
    language,
    now,
  );
  if (!reward) throw new Error('raffle reward not issued');
  const credited = await claimMemberReward(tx, memberId, reward.rewardId, language, now);
  // A parallel claim under another key waits here for the first one's key, then finds it taken.
  const { rows } = await tx.query<{ promotion_id: string }>(
    `INSERT INTO promotion_participation (promotion_id, member_id, state, reward_id, created_at) VALUES ($1, $2, 'claimed', $3::bigint, $4)
     ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING promotion_id`,
    [id, memberId, reward.rewardId, now],
  );
  if (rows.length === 0) throw promotionRefusal('alreadyClaimed');
  return { prizeName: credited.title, amount: credited.amount };
}
