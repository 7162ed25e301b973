/**
 * VIP ranks (table vip_rank, operator data) and a member's lifetime turnover: valid bets of the
 * games (game_bet) plus settled lottery bets (lottery_bet, when that table exists with the columns
 * read here: another part of the platform adds it).
 */
import type { Language, Money, VipRank } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { fromCents, toCents } from '../../money/cents';

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
  weekly_bonus: string;
  rebate_percent: string;
  daily_withdraw_limit: string;
  vip_service: boolean;
  perks_es: string[];
  perks_en: string[];
}

/** Every rank, lowest first, named in this language. */
export async function readRanks(db: Queryable, language: Language): Promise<StoredRank[]> {
  const { rows } = await db.query<RankRow>(
    `SELECT level, name_es, name_en, label_name, label_color, turnover_required::text, weekly_bonus::text,
            rebate_percent::numeric(5,2)::text AS rebate_percent, daily_withdraw_limit::text, vip_service, perks_es, perks_en
       FROM vip_rank ORDER BY level`,
  );
  return rows.map((row) => ({
    level: row.level,
    name: language === 'en' ? row.name_en : row.name_es,
    turnoverRequired: row.turnover_required,
    weeklyBonus: row.weekly_bonus,
    rebatePercent: row.rebate_percent,
    dailyWithdrawLimit: row.daily_withdraw_limit,
    vipService: row.vip_service,
    perks: language === 'en' ? row.perks_en : row.perks_es,
    labelName: row.label_name,
    labelColor: row.label_color,
  }));
}

/** Settled lottery stakes count once lottery_bet exists with member_id, total_stake and status. */
async function lotteryTurnover(db: Queryable, memberId: string): Promise<bigint> {
  const { rows: exists } = await db.query<{ columns: number }>(
    `SELECT count(*)::int AS columns FROM information_schema.columns
      WHERE to_regclass('lottery_bet') IS NOT NULL AND table_schema = current_schema() AND table_name = 'lottery_bet'
        AND column_name IN ('member_id', 'total_stake', 'status')`,
  );
  if (exists[0]?.columns !== 3) return 0n;
  const { rows } = await db.query<{ total: string }>(
    `SELECT coalesce(sum(total_stake), 0)::numeric(18,2)::text AS total FROM lottery_bet
      WHERE member_id = $1 AND status IN ('won', 'lost')`,
    [memberId],
  );
  return toCents(rows[0]?.total ?? '0');
}

/** Lifetime valid bets: every settled game round and every settled lottery bet. */
export async function memberTurnover(db: Queryable, memberId: string): Promise<Money> {
  const { rows } = await db.query<{ total: string }>(
    'SELECT coalesce(sum(bet_amount), 0)::numeric(18,2)::text AS total FROM game_bet WHERE member_id = $1',
    [memberId],
  );
  return fromCents(toCents(rows[0]?.total ?? '0') + (await lotteryTurnover(db, memberId)));
}

export async function storedRankLevel(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ level: number }>('SELECT club_rank_level AS level FROM member WHERE id = $1', [memberId]);
  return rows[0]?.level ?? 0;
}

const PROMOTED = {
  es: { title: 'Nuevo rango VIP', content: '¡Enhorabuena! Ha alcanzado el rango {{name}}. Vea sus nuevos beneficios en Rango VIP.' },
  en: { title: 'New VIP rank', content: 'Congratulations! You have reached the {{name}} rank. See your new benefits under VIP rank.' },
} as const;

/**
 * Raises the member to the rank of this level unless they already hold it or a higher one (never
 * lowers), with the rank's club label, and tells them in the inbox in their language. True when
 * this call promoted them (two calls at once promote once).
 */
export async function promoteMember(tx: Queryable, memberId: string, level: number): Promise<boolean> {
  const { rows } = await tx.query<{ language: Language; name_es: string; name_en: string }>(
    `UPDATE member m SET club_rank_level = r.level, club_label_name = r.label_name, club_label_color = r.label_color
       FROM vip_rank r
      WHERE m.id = $1 AND r.level = $2 AND m.club_rank_level < r.level
     RETURNING m.language, r.name_es, r.name_en`,
    [memberId, level],
  );
  const promoted = rows[0];
  if (!promoted) return false;
  const text = PROMOTED[promoted.language] ?? PROMOTED.es;
  const name = promoted.language === 'en' ? promoted.name_en : promoted.name_es;
  await tx.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [
    memberId,
    text.title,
    text.content.replace('{{name}}', name),
  ]);
  return true;
}
