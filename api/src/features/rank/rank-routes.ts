/**
 * playerRank: GET /wps/member/rank answers the caller's VIP rank, lifetime turnover, the next rank
 * and the way to it, and every rank with its benefits. A member whose turnover already reaches a
 * higher rank than the stored one is promoted by this call (never demoted).
 */
import type { FastifyInstance } from 'fastify';
import { type PlayerRank, playerRank } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { fromCents, toCents } from '../../money/cents';
import { type Authenticate, requirePlayer } from '../player-auth/player-auth';
import { memberTurnover, promoteMember, readRanks, type StoredRank, storedRankLevel } from './rank-repository';

export interface RankRoutesDeps {
  db: Database;
  authenticate: Authenticate;
}

/** The highest rank at or below this level (a stored level above every rank keeps the top one). */
function rankAt(ranks: readonly StoredRank[], level: number): StoredRank | undefined {
  return ranks.filter((rank) => rank.level <= level).at(-1);
}

/** Whole percent of `done` out of `target`, 0..100. */
function percentOf(done: bigint, target: bigint): number {
  if (target <= 0n || done >= target) return 100;
  return Number((done * 100n) / target);
}

export function registerRankRoutes(app: FastifyInstance, { db, authenticate }: RankRoutesDeps): void {
  serve(app, playerRank, {
    // Nothing to send: any query parameter is a mistake (a 400, not silently ignored).
    input: { type: 'object', additionalProperties: false, properties: {} },
    handler: async (_input, request): Promise<PlayerRank> => {
      const { memberId } = await requirePlayer(authenticate, request);
      const ranks = await readRanks(db, requestLanguage(request));
      const turnover = await memberTurnover(db, memberId);
      const turnoverCents = toCents(turnover);
      const stored = await storedRankLevel(db, memberId);
      const earned = ranks.filter((rank) => toCents(rank.turnoverRequired) <= turnoverCents).at(-1);
      let promotedFrom: number | null = null;
      if (earned && earned.level > stored && (await db.transaction((tx) => promoteMember(tx, memberId, earned.level)))) {
        promotedFrom = stored;
      }
      const level = Math.max(stored, earned?.level ?? 0);
      const current = rankAt(ranks, level);
      const next = ranks.find((rank) => rank.level > level);
      const nextRequired = next ? toCents(next.turnoverRequired) : 0n;
      return {
        level,
        name: current?.name ?? '',
        turnover,
        next: next
          ? {
              level: next.level,
              name: next.name,
              turnoverRequired: next.turnoverRequired,
              remaining: fromCents(nextRequired > turnoverCents ? nextRequired - turnoverCents : 0n),
            }
          : null,
        progressPercent: next ? percentOf(turnoverCents, nextRequired) : 100,
        promotedFrom,
        ranks: ranks.map(({ labelName: _label, labelColor: _color, ...rank }) => rank),
      };
    },
  });
}
