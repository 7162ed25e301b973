/**
 * VIP levels (table vip_rank, operator data), a member's progress of the operator's period
 * (vip_progress, kept by vip-activity.ts from real rounds, settled lottery bets and deposits) and
 * their upgrades (vip_upgrade).
 */
import type { Language, Money, VipRank, VipUpgrade, VipUpgradeCause } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

export interface StoredRank extends VipRank {
  labelName: string;
  labelColor: string;
}

interface RankRow {
  level: number;
  name_es: string;
  name_en: string;
  label_name: string;
  label_color: string;
  turnover_required: string;
  deposit_required: string;
  upgrade_bonus: string;
  birthday_bonus: string;
  bonus_turnover_multiplier: string;
  weekly_bonus: string;
  rebate_percent: string;
  daily_withdraw_limit: string;
  daily_withdraw_count: number | null;
  vip_service: boolean;
  perks_es: string[];
  perks_en: string[];
}

/** Every rank, lowest first, named in this language. */
export async function readRanks(db: Queryable, language: Language): Promise<StoredRank[]> {
  const { rows } = await db.query<RankRow>(
    `SELECT level, name_es, name_en, label_name, label_color, turnover_required::text, deposit_required::text,
            upgrade_bonus::text, birthday_bonus::text, bonus_turnover_multiplier::text, weekly_bonus::text,
            rebate_percent::numeric(5,2)::text AS rebate_percent, daily_withdraw_limit::text, daily_withdraw_count, vip_service, perks_es, perks_en
       FROM vip_rank ORDER BY level`,
  );
  return rows.map((row) => ({
    level: row.level,
    name: language === 'en' ? row.name_en : row.name_es,
    turnoverRequired: row.turnover_required,
    depositRequired: row.deposit_required,
    upgradeBonus: row.upgrade_bonus,
    birthdayBonus: row.birthday_bonus,
    bonusTurnoverMultiplier: row.bonus_turnover_multiplier,
    weeklyBonus: row.weekly_bonus,
    rebatePercent: row.rebate_percent,
    dailyWithdrawLimit: row.daily_withdraw_limit,
    dailyWithdrawCount: row.daily_withdraw_count,
    vipService: row.vip_service,
    perks: language === 'en' ? row.perks_en : row.perks_es,
    labelName: row.label_name,
    labelColor: row.label_color,
  }));
}

/** The public table: the same without the header's label fields. */
export function publicRanks(ranks: readonly StoredRank[]): VipRank[] {
  return ranks.map(({ labelName: _label, labelColor: _color, ...rank }) => rank);
}

export interface PeriodProgress {
  turnover: Money;
  deposits: Money;
}

/** The member's turnover and deposits of the period starting on this day ('0.00' before any activity). */
export async function readProgress(db: Queryable, memberId: string, periodStart: string): Promise<PeriodProgress> {
  const { rows } = await db.query<{ turnover: string; deposits: string }>(
    'SELECT turnover::text, deposits::text FROM vip_progress WHERE member_id = $1 AND period_start = $2::date',
    [memberId, periodStart],
  );
  return { turnover: rows[0]?.turnover ?? '0.00', deposits: rows[0]?.deposits ?? '0.00' };
}

/** The highest rank at or below this level (a stored level above every rank keeps the top one). */
export function rankAt<T extends { level: number }>(ranks: readonly T[], level: number): T | undefined {
  return ranks.filter((rank) => rank.level <= level).at(-1);
}

export async function storedRankLevel(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ level: number }>('SELECT club_rank_level AS level FROM member WHERE id = $1', [memberId]);
  return rows[0]?.level ?? 0;
}

/** The member's upgrades, newest first, with the level's name in this language. */
export async function readUpgrades(db: Queryable, memberId: string, language: Language): Promise<VipUpgrade[]> {
  const { rows } = await db.query<{
    id: string;
    from_level: number;
    level: number;
    name_es: string | null;
    name_en: string | null;
    bonus: string;
    cause: VipUpgradeCause;
    created_at: Date;
  }>(
    `SELECT u.id::text AS id, u.from_level, u.level, r.name_es, r.name_en, u.bonus::text AS bonus, u.cause, u.created_at
       FROM vip_upgrade u LEFT JOIN vip_rank r ON r.level = u.level
      WHERE u.member_id = $1
      ORDER BY u.created_at DESC, u.id DESC`,
    [memberId],
  );
  return rows.map((row) => ({
    id: row.id,
    fromLevel: row.from_level,
    level: row.level,
    name: (language === 'en' ? row.name_en : row.name_es) ?? `VIP ${row.level}`,
    bonus: row.bonus,
    cause: row.cause,
    time: new Date(row.created_at).toISOString(),
  }));
}
