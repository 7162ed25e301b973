import type { FastifyInstance } from 'fastify';
import {
  affiliateCheck,
  feedback,
  memberIcon,
  memberInfo,
  type MemberInfo,
  memberPublicState,
  playerAvatar,
  unreadCount,
  updateLanguage,
  WHITELABEL_MOD_IDS as MOD,
} from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { serve } from '../../http/serve';
import { type AccountsContext, clientIp } from '../accounts/context';
import { findMemberById, type MemberRecord, setLanguage } from '../accounts/member-repository';
import { maskEmail, maskMobile } from '../accounts/phone';
import { refusal, tooManyRequests } from '../accounts/refusal';
import { readSwitches } from '../accounts/site-switches';
import { checkFeedback, FEEDBACK_BODY_LIMIT, feedbackSchema } from '../feedback/feedback-input';
import { insertFeedback } from '../feedback/feedback-repository';
import { readFeedbackSettings } from '../feedback/feedback-settings';
import { readBalances } from '../game-wallet/wallet-repository';
import { fieldsAreStrings } from '../messages/message-input';
import { countUnread } from '../messages/message-repository';
import { missionCountOf, rewardCountOf } from '../rewards/reward-counts';
import { currentMember, requireMemberHook, sessionMemberOf } from '../session/require-member';
import { readCustomerService } from '../system/system-repository';
import { findAffiliateAgent } from './affiliates';

export function memberInfoOf(member: MemberRecord): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.isAgent,
    toUpline: member.uplineId !== null,
    clubLabel: { labelName: member.clubLabelName, rankLevel: member.clubRankLevel, labelColor: member.clubLabelColor },
    memberLabel: member.memberLabels,
    countryDialingCode: member.countryDialingCode,
    mobileNum: member.mobileNum ? maskMobile(member.mobileNum) : null,
    email: member.email ? maskEmail(member.email) : null,
    language: member.language,
    referralCode: member.referralCode,
    createdAt: member.createdAt.toISOString(),
    passwordChangedAt: member.passwordChangedAt.toISOString(),
    passwordExpiresAt: member.passwordExpiresAt ? member.passwordExpiresAt.toISOString() : null,
  };
}

/** Promotions showing now (the content part's table, when it exists). */
async function availablePromotions(db: Queryable, now: Date): Promise<number> {
  const { rows: exists } = await db.query<{ name: string | null }>(`SELECT to_regclass('promotion')::text AS name`);
  if (!exists[0]?.name) return 0;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM promotion
      WHERE enabled AND (starts_at IS NULL OR starts_at <= $1) AND (ends_at IS NULL OR ends_at > $1)`,
    [now],
  );
  return rows[0]?.n ?? 0;
}

export function registerMemberRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { db, config, limiter, sessions } = context;
  const requireMember = requireMemberHook(sessions);
  const me = async (request: Parameters<typeof currentMember>[0]): Promise<MemberRecord> => {
    const member = await findMemberById(db, currentMember(request).memberId);
    if (!member) throw new Error('session of a missing member');
    return member;
  };

  serve(app, memberInfo, { onRequest: requireMember, handler: async (_input, request) => memberInfoOf(await me(request)) });

  serve(app, memberIcon, { onRequest: requireMember, handler: async (_input, request) => ({ iconUrl: (await me(request)).iconUrl }) });

  serve(app, playerAvatar, { onRequest: requireMember, handler: async (_input, request) => ({ avatarUrl: (await me(request)).avatarUrl }) });

  serve(app, unreadCount, {
    onRequest: requireMember,
    handler: async (_input, request) => ({ unreadMessage: await countUnread(db, currentMember(request).memberId) }),
  });

  serve(app, memberPublicState, {
    onRequest: requireMember,
    handler: async (_input, request) => {
      const member = await me(request);
      const balance = await readBalances(db, member.id);
      const isOn = await readSwitches(db);
      return {
        balance: balance.sumBalance,
        currencySymbol: balance.currencySymbol,
        unreadMessage: await countUnread(db, member.id),
        availablePromoCount: await availablePromotions(db, config.now()),
        hasVip: member.clubRankLevel > 0,
        vipRankLevel: member.clubRankLevel,
        availablePromo: { REFERRAL: { enabled: isOn(MOD.referral) } },
        rewardCount: await rewardCountOf(db, member.id, config.now()),
        missionCount: await missionCountOf(db, member.id, config.now()),
        customerService: await readCustomerService(db),
      };
    },
  });

  serve(app, updateLanguage, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['language'],
      properties: { language: { type: 'string', enum: ['es', 'en'] } },
    },
    onRequest: requireMember,
    handler: async (input, request) => {
      await setLanguage(db, currentMember(request).memberId, input.language);
      return null;
    },
  });

  // Only this route's body may carry screenshots (three of 5 MB as data URLs).
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = FEEDBACK_BODY_LIMIT;
    });
    serve(scope, feedback, {
      input: feedbackSchema,
      preValidation: fieldsAreStrings(['category', 'content', 'contact']),
      handler: async (input, request) => {
        const ip = clientIp(request);
        const limit = await limiter.hit([{ bucket: `feedback:ip:${ip}`, ...config.limits.feedbackPerIp }]);
        if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);
        const checked = checkFeedback(input, await readFeedbackSettings(db));
        const member = await sessionMemberOf(sessions, request);
        await insertFeedback(db, checked, member?.memberId ?? null, ip);
        return null;
      },
    });
  });

  serve(app, affiliateCheck, {
    input: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'domain'],
      properties: { code: { type: 'string', minLength: 1, maxLength: 64 }, domain: { type: 'string', maxLength: 255 } },
    },
    handler: async (input, request) => {
      const limit = await limiter.hit([{ bucket: `affiliate:ip:${clientIp(request)}`, ...config.limits.affiliatePerIp }]);
      if (!limit.allowed) throw tooManyRequests(request, limit.retryAfterMs);
      if (!(await findAffiliateAgent(db, input.code, input.domain))) {
        throw refusal(request, 'affiliateInvalid', { field: 'affiliateCode', key: 'invitation_code_error', params: {} });
      }
      return null;
    },
  });
}
