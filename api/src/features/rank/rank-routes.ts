/**
 * VIP routes. playerRank (GET /wps/member/rank): the caller's level, the period's turnover and
 * deposits and the way to the next level, and every level with its benefits. vipLevels (GET
 * /wps/vip/levels): the level table for anyone. vipUpgrades (GET /wps/member/rank/upgrades): the
 * caller's upgrades. Reading never changes a level: upgrades happen with the activity
 * (vip-activity.ts).
 */
import type { FastifyInstance } from 'fastify';
import { type Language, type PlayerRank, playerRank, type VipLevels, vipLevels, type VipUpgrade, vipUpgrades } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { fromCents, toCents } from '../../money/cents';
import { type Authenticate, requirePlayer } from '../player-auth/player-auth';
import { publicRanks, rankAt, readProgress, readRanks, readUpgrades, storedRankLevel } from './rank-repository';
import { readVipPeriodKind, vipPeriod } from './vip-period';

export interface RankRoutesDeps {
  db: Database;
  authenticate: Authenticate;
  now?: () => Date;
}

/** Nothing to send: any query parameter is a mistake (a 400, not silently ignored). */
const NO_INPUT = { type: 'object', additionalProperties: false, properties: {} };

/** Whole percent of `done` out of `target`, 0..100. */
export function percentOf(done: bigint, target: bigint): number {
  if (target <= 0n || done >= target) return 100;
  return Number((done * 100n) / target);
}

const remainingOf = (target: bigint, done: bigint) => fromCents(target > done ? target - done : 0n);

/** The member's level, the period's figures, the way to the next level and the level table. */
export async function readPlayerRank(db: Queryable, memberId: string, language: Language, at: Date): Promise<PlayerRank> {
  const ranks = await readRanks(db, language);
  const period = vipPeriod(await readVipPeriodKind(db), at);
  const { turnover, deposits } = await readProgress(db, memberId, period.start);
  const level = await storedRankLevel(db, memberId);
  const current = rankAt(ranks, level);
  const next = ranks.find((rank) => rank.level > level);
  const turnoverCents = toCents(turnover);
  const depositCents = toCents(deposits);
  return {
    level,
    name: current?.name ?? '',
    period,
    turnover,
    deposits,
    next: next
      ? {
          level: next.level,
          name: next.name,
          turnoverRequired: next.turnoverRequired,
          remaining: remainingOf(toCents(next.turnoverRequired), turnoverCents),
          depositRequired: next.depositRequired,
          depositRemaining: remainingOf(toCents(next.depositRequired), depositCents),
          upgradeBonus: next.upgradeBonus,
        }
      : null,
    progressPercent: next ? percentOf(turnoverCents, toCents(next.turnoverRequired)) : 100,
    depositProgressPercent: next ? percentOf(depositCents, toCents(next.depositRequired)) : 100,
    ranks: publicRanks(ranks),
  };
}

export function registerRankRoutes(app: FastifyInstance, { db, authenticate, now = () => new Date() }: RankRoutesDeps): void {
  serve(app, playerRank, {
    input: NO_INPUT,
    handler: async (_input, request): Promise<PlayerRank> => {
      const { memberId } = await requirePlayer(authenticate, request);
      return readPlayerRank(db, memberId, requestLanguage(request), now());
    },
  });

  serve(app, vipLevels, {
    input: NO_INPUT,
    handler: async (_input, request): Promise<VipLevels> => ({
      period: await readVipPeriodKind(db),
      levels: publicRanks(await readRanks(db, requestLanguage(request))),
    }),
  });

  serve(app, vipUpgrades, {
    input: NO_INPUT,
    handler: async (_input, request): Promise<VipUpgrade[]> => {
      const { memberId } = await requirePlayer(authenticate, request);
      return readUpgrades(db, memberId, requestLanguage(request));
    },
  });
}
