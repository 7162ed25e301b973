/**
 * Invite friends: GET /wps/member/referral answers the caller's invite code and path, how many
 * registered with it and made a first deposit, the operator's reward rule and the invitees (masked,
 * newest first, paged). Refused while the REFERRAL switch is off.
 */
import type { FastifyInstance } from 'fastify';
import { REFERRAL_MAX_PAGE_SIZE, referralSummary, WHITELABEL_MOD_IDS as MOD } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { translatedRefusal } from '../../http/envelope';
import { serve } from '../../http/serve';
import { readSwitches } from '../accounts/site-switches';
import { type Authenticate, requireRealPlayer } from '../player-auth/player-auth';
import { countReferrals, readReferredFriends } from './referral-repository';
import { readReferralRule } from './referral-settings';

export const REFERRAL_DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_NO = 100_000;

const REFERRAL_DISABLED = {
  es: 'La invitación de amigos no está disponible en este momento',
  en: 'Inviting friends is not available at the moment',
} as const;

export interface ReferralRoutesDeps {
  db: Database;
  authenticate: Authenticate;
}

export function registerReferralRoutes(app: FastifyInstance, { db, authenticate }: ReferralRoutesDeps): void {
  serve(app, referralSummary, {
    input: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pageNo: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NO },
        pageSize: { type: 'integer', minimum: 1, maximum: REFERRAL_MAX_PAGE_SIZE },
      },
    },
    handler: async (query, request) => {
      const { memberId } = await requireRealPlayer(authenticate, request);
      const isOn = await readSwitches(db);
      if (!isOn(MOD.referral)) throw translatedRefusal(REFERRAL_DISABLED, { code: 'referralDisabled' });
      const { rows } = await db.query<{ referral_code: string }>('SELECT referral_code FROM member WHERE id = $1', [memberId]);
      const referralCode = rows[0]?.referral_code ?? '';
      const rule = await readReferralRule(db);
      const counts = await countReferrals(db, memberId, rule.minFirstDeposit);
      const pageNo = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? REFERRAL_DEFAULT_PAGE_SIZE;
      return {
        referralCode,
        invitePath: `/register?referralCode=${encodeURIComponent(referralCode)}`,
        ...counts,
        rule,
        friends: await readReferredFriends(db, memberId, rule.minFirstDeposit, pageNo, pageSize, counts.registeredCount),
      };
    },
  });
}
