/**
 * Daily missions: progress from the member's real activity (game_bet rounds, credited
 * deposit_order rows) on the UTC day, collection (issues the mission's reward once a day), the
 * count of completed missions not yet collected (missionLeaderboard badge) and the weekly board.
 */
import { maskAccount } from '../accounts/phone';
import type { CollectMissionResult, Language, MissionLeaderboardEntry, MissionSummary } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { type DayActivity, type MissionDefinition, missionDay, type MissionKind, missionProgress, weekStart } from './mission-progress';
import { countWaitingRewards, issueReward } from './reward-repository';
import { rewardRefusal } from './reward-texts';

/** A collected mission's reward waits this long in the reward center. */
export const MISSION_REWARD_DAYS = 7;
export const LEADERBOARD_SIZE = 20;

interface MissionRow extends MissionDefinition {
  kind: MissionKind;
  title_es: string;
  title_en: string;
  reward_amount: string;
  turnover_multiplier: string | null;
  points: number;
}

async function readMissions(db: Queryable, id?: string): Promise<MissionRow[]> {
  const { rows } = await db.query<MissionRow>(
    `SELECT id, kind, target::text AS target, title_es, title_en, reward_amount::text AS reward_amount,
            turnover_multiplier::text AS turnover_multiplier, points
       FROM mission WHERE enabled AND ($1::text IS NULL OR id = $1) ORDER BY sort_order, id`,
    [id ?? null],
  );
  return rows;
}

/**
 * The day's rounds (game_bet, when played) and lottery bets (lottery_bet, when settled, won or
 * lost: the stake counts as a valid bet then), and deposits credited that day.
 */
export async function readDayActivity(db: Queryable, memberId: string, now: Date): Promise<DayActivity> {
  const { start, end } = missionDay(now);
  const { rows } = await db.query<{ valid_bets: string; bet_count: number; distinct_games: number; deposits: number }>(
    `SELECT coalesce(sum(a.stake), 0)::numeric(18,2)::text AS valid_bets, count(*)::int AS bet_count,
            count(DISTINCT a.game)::int AS distinct_games,
            (SELECT count(*)::int FROM deposit_order
              WHERE member_id = $1 AND status = 'credited' AND updated_at >= $2 AND updated_at < $3) AS deposits
       FROM (SELECT bet_amount AS stake, 'g' || game_id AS game FROM game_bet WHERE member_id = $1 AND created_at >= $2 AND created_at < $3
             UNION ALL
             SELECT total_stake, 'l' || game_id FROM lottery_bet
              WHERE member_id = $1 AND status IN ('won', 'lost') AND settled_at >= $2 AND settled_at < $3) a`,
    [memberId, start, end],
  );
  const row = rows[0];
  return { validBets: row?.valid_bets ?? '0.00', betCount: row?.bet_count ?? 0, distinctGames: row?.distinct_games ?? 0, deposits: row?.deposits ?? 0 };
}

async function collectedOn(db: Queryable, memberId: string, day: string): Promise<Set<string>> {
  const { rows } = await db.query<{ mission_id: string }>('SELECT mission_id FROM member_reward WHERE member_id = $1 AND mission_day = $2::date', [
    memberId,
    day,
  ]);
  return new Set(rows.map((row) => row.mission_id));
}

export async function readMissionSummary(db: Queryable, memberId: string, language: Language, now: Date): Promise<MissionSummary> {
  const { day, end } = missionDay(now);
  const [missions, activity, collected] = [await readMissions(db), await readDayActivity(db, memberId, now), await collectedOn(db, memberId, day)];
  const list = missions.map((mission) => {
    const progress = missionProgress(mission, activity);
    return {
      missionId: mission.id,
      title: language === 'en' ? mission.title_en : mission.title_es,
      ...progress,
      reward: mission.reward_amount,
      collected: collected.has(mission.id),
      points: mission.points,
    };
  });
  return {
    missionCount: list.filter((mission) => mission.completed && !mission.collected).length,
    missions: list,
    day,
    resetsAt: end.toISOString(),
  };
}

/** Missions completed today and not yet collected (missionLeaderboard badge). */
export async function countCollectableMissions(db: Queryable, memberId: string, now: Date): Promise<number> {
  return (await readMissionSummary(db, memberId, 'es', now)).missionCount;
}

/** Collects a completed mission of today: issues its reward (once per mission and day). */
export async function collectMission(db: Database, memberId: string, missionId: string, language: Language, now: Date): Promise<CollectMissionResult> {
  const [mission] = await readMissions(db, missionId);
  if (!mission) throw rewardRefusal('missionNotFound');
  const { day } = missionDay(now);
  if (!missionProgress(mission, await readDayActivity(db, memberId, now)).completed) throw rewardRefusal('missionNotCompleted');
  const reward = await issueReward(
    db,
    {
      memberId,
      source: 'mission',
      titleEs: mission.title_es,
      titleEn: mission.title_en,
      amount: mission.reward_amount,
      turnoverMultiplier: mission.turnover_multiplier,
      expiresAt: new Date(now.getTime() + MISSION_REWARD_DAYS * 24 * 60 * 60 * 1000),
      mission: { id: mission.id, day, points: mission.points },
    },
    language,
    now,
  );
  if (!reward) throw rewardRefusal('missionCollected');
  return { reward, missionCount: await countCollectableMissions(db, memberId, now), rewardCount: await countWaitingRewards(db, memberId, now) };
}

/** Top accounts by mission points collected this week (Monday 00:00 UTC on), masked. */
export async function readLeaderboard(db: Queryable, memberId: string, now: Date): Promise<MissionLeaderboardEntry[]> {
  const { rows } = await db.query<{ member_id: string; account: string; points: number }>(
    `SELECT r.member_id, m.account, sum(r.points)::int AS points
       FROM member_reward r JOIN member m ON m.id = r.member_id
      WHERE r.mission_id IS NOT NULL AND r.issued_at >= $1 AND r.issued_at <= $2
      GROUP BY r.member_id, m.account
     HAVING sum(r.points) > 0
      ORDER BY points DESC, max(r.issued_at) ASC, r.member_id
      LIMIT ${LEADERBOARD_SIZE}`,
    [weekStart(now), now],
  );
  return rows.map((row, index) => ({ rank: index + 1, account: maskAccount(row.account), points: row.points, isMe: row.member_id === memberId }));
}
