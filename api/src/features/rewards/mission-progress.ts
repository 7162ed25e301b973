/**
 * A mission's progress from the member's activity of the day: pure, so it is tested without a
 * database. Mission days are UTC days (00:00 to 24:00 UTC); the leaderboard week starts on Monday.
 */
import type { Money } from '@suite/shared/contract';
import { toCents } from '../../money/cents';

export type MissionKind = 'validBets' | 'betCount' | 'deposit' | 'distinctGames';

export interface MissionDefinition {
  id: string;
  kind: MissionKind;
  /** NUMERIC as text: money for validBets, a whole number otherwise. */
  target: string;
}

/** The member's activity on one mission day. */
export interface DayActivity {
  /** Sum of the day's bet amounts (valid bets). */
  validBets: Money;
  betCount: number;
  distinctGames: number;
  /** Deposits credited that day. */
  deposits: number;
}

export interface MissionProgress {
  unit: 'money' | 'count';
  /** Whole cents for money, the count otherwise; never above the target. */
  progress: number;
  target: number;
  completed: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant: its start, the next day's start and its date ('2026-11-24'). */
export function missionDay(now: Date): { start: Date; end: Date; day: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + DAY_MS), day: start.toISOString().slice(0, 10) };
}

/** Monday 00:00 UTC of the instant's week. */
export function weekStart(now: Date): Date {
  const { start } = missionDay(now);
  const sinceMonday = (start.getUTCDay() + 6) % 7;
  return new Date(start.getTime() - sinceMonday * DAY_MS);
}

function wholeCount(value: string): number {
  return Number(toCents(value) / 100n);
}

export function missionProgress(mission: MissionDefinition, activity: DayActivity): MissionProgress {
  if (mission.kind === 'validBets') {
    const target = toCents(mission.target);
    const done = toCents(activity.validBets);
    return { unit: 'money', progress: Number(done < target ? done : target), target: Number(target), completed: done >= target };
  }
  const target = wholeCount(mission.target);
  const done = mission.kind === 'betCount' ? activity.betCount : mission.kind === 'deposit' ? activity.deposits : activity.distinctGames;
  return { unit: 'count', progress: Math.min(done, target), target, completed: done >= target };
}

