/**
 * The operator's side of the reward center: POST /admin/members/rewards issues a reward to a member
 * (by account, case-insensitive), behind the admin token like the other admin routes. Not part of
 * the player contract; tests and e2e use it too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberReward, RewardSource } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { AMOUNT_SCHEMA, bodyStrings } from '../../http/money-input';
import { toCents } from '../../money/cents';
import { adminAuth } from '../../http/admin-auth';
import { marketingRefusal } from '../responsible/exclusion-state';
import { issueReward } from './reward-repository';

export const ADMIN_REWARDS_PATH = '/admin/members/rewards';

export interface IssueRewardBody {
  account: string;
  source: RewardSource;
  titleEs?: string;
  titleEn?: string;
  titleKey?: string;
  amount: string;
  /** Turnover asked before a withdrawal: amount x multiplier ('1', '2.5'). */
  turnoverMultiplier?: string;
  expiresAt?: string;
}

export interface IssuedReward {
  memberId: string;
  reward: MemberReward;
}

/** Not blank, no control characters (PostgreSQL refuses NUL; a bare \\S would accept it). */
const TITLE = { type: 'string', minLength: 1, maxLength: 120, pattern: '^[^\\u0000-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*$' };

const issueSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['account', 'source', 'amount'],
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001F\\u007F]+$' },
    source: { type: 'string', enum: ['promotion', 'rebate', 'raffle'] },
    titleEs: TITLE,
    titleEn: TITLE,
    titleKey: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-zA-Z0-9_.-]{1,64}$' },
    amount: AMOUNT_SCHEMA,
    turnoverMultiplier: { type: 'string', maxLength: 6, pattern: '^(0|[1-9][0-9]{0,2})(\\.[0-9]{1,2})?$' },
    expiresAt: { type: 'string', maxLength: 40, format: 'date-time' },
  },
};

/** Who acted: the x-operator header (a name), else 'operator'. */
function operatorOf(request: FastifyRequest): string {
  const name = request.headers['x-operator'];
  return typeof name === 'string' && /^[\w.@-]{1,40}$/.test(name) ? name : 'operator';
}

export function registerRewardAdminRoutes(app: FastifyInstance, { db, adminToken, now }: { db: Database; adminToken: string | null; now: () => Date }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.post<{ Body: IssueRewardBody }>(
    ADMIN_REWARDS_PATH,
    {
      onRequest,
      preValidation: bodyStrings(['account', 'source', 'titleEs', 'titleEn', 'titleKey', 'amount', 'turnoverMultiplier', 'expiresAt']),
      schema: { body: issueSchema },
    },
    async (request) => {
      const body = request.body;
      const at = now();
      if (toCents(body.amount) <= 0n) throw new HttpError(400, 'Invalid body: amount must be above 0');
      if (body.turnoverMultiplier !== undefined && toCents(body.turnoverMultiplier) <= 0n) {
        throw new HttpError(400, 'Invalid body: turnoverMultiplier must be above 0');
      }
      const hasTitles = body.titleEs !== undefined && body.titleEn !== undefined;
      if (!hasTitles && body.titleKey === undefined) throw new HttpError(400, 'Invalid body: give titleEs and titleEn, or titleKey');
      const expiresAt = body.expiresAt === undefined ? null : new Date(body.expiresAt);
      if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= at.getTime())) {
        throw new HttpError(400, 'Invalid body: expiresAt must be a future date-time');
      }
      const { rows } = await db.query<{ id: string }>('SELECT id FROM member WHERE lower(account) = lower($1)', [body.account.trim()]);
      const memberId = rows[0]?.id;
      if (!memberId) throw new HttpError(404, `No member ${body.account}`);
      // Safer gambling (issue 24): no offers to an account closed by a time-out or self-exclusion.
      const closed = await marketingRefusal(db, body.account);
      if (closed) throw closed;
      const reward = await issueReward(
        db,
        {
          memberId,
          source: body.source,
          titleEs: body.titleEs?.trim(),
          titleEn: body.titleEn?.trim(),
          titleKey: body.titleKey,
          amount: body.amount,
          turnoverMultiplier: body.turnoverMultiplier,
          expiresAt,
        },
        'es',
        at,
      );
      if (!reward) throw new Error('reward not issued');
      request.log.warn({ memberId, rewardId: reward.rewardId, operator: operatorOf(request) }, 'reward issued by operator');
      return ok<IssuedReward>({ memberId, reward });
    },
  );
}
