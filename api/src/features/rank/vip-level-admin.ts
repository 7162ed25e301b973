/**
 * The operator's VIP level data (admin routes /admin/vip/levels): every field of each level, and a
 * change of a level's thresholds and benefits, checked against the rules the data must keep so a bad
 * edit is a clear 400 (never a database error): level 0 asks for nothing and pays no upgrade bonus;
 * every level above asks for more turnover than the one below it and at least its deposits.
 */
import type { preValidationHookHandler } from 'fastify';
import type { Money, VipPeriodKind } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { AMOUNT_PATTERN } from '../../http/money-input';
import { toCents } from '../../money/cents';
import { readVipPeriodKind } from './vip-period';

export interface AdminVipLevel {
  level: number;
  nameEs: string;
  nameEn: string;
  labelName: string;
  labelColor: string;
  turnoverRequired: Money;
  depositRequired: Money;
  /** Added to every game type's rebate rate (percent, two decimals). */
  rebatePercent: string;
  dailyWithdrawLimit: Money;
  dailyWithdrawCount: number | null;
  upgradeBonus: Money;
  birthdayBonus: Money;
  bonusTurnoverMultiplier: string;
  weeklyBonus: Money;
  vipService: boolean;
}

/** What the operator may change (each optional; at least one). */
export interface LevelChange {
  turnoverRequired?: Money;
  depositRequired?: Money;
  rebatePercent?: string;
  dailyWithdrawLimit?: Money;
  dailyWithdrawCount?: number | null;
  upgradeBonus?: Money;
  birthdayBonus?: Money;
  bonusTurnoverMultiplier?: string;
}

export const REBATE_PERCENT_MAX = '10.00';
export const MULTIPLIER_MAX = '1000.00';
export const WITHDRAW_COUNT_MAX = 1000;

const COLUMNS: Record<keyof LevelChange, string> = {
  turnoverRequired: 'turnover_required',
  depositRequired: 'deposit_required',
  rebatePercent: 'rebate_percent',
  dailyWithdrawLimit: 'daily_withdraw_limit',
  dailyWithdrawCount: 'daily_withdraw_count',
  upgradeBonus: 'upgrade_bonus',
  birthdayBonus: 'birthday_bonus',
  bonusTurnoverMultiplier: 'bonus_turnover_multiplier',
};

const MONEY_FIELDS = ['turnoverRequired', 'depositRequired', 'dailyWithdrawLimit', 'upgradeBonus', 'birthdayBonus'] as const;

/** The body of PUT /admin/vip/levels/:level (strings for amounts and rates; bodyStrings refuses numbers). */
export const LEVEL_CHANGE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, { type: 'string', pattern: AMOUNT_PATTERN }])),
    rebatePercent: { type: 'string', pattern: '^(0|[1-9][0-9]?)(\\.[0-9]{1,2})?$' },
    bonusTurnoverMultiplier: { type: 'string', pattern: '^(0|[1-9][0-9]{0,3})(\\.[0-9]{1,2})?$' },
    // Two types, so ajv coerces nothing (0 would become null under anyOf); levelChangeTypes refuses a string.
    dailyWithdrawCount: { type: ['integer', 'null'], minimum: 1, maximum: WITHDRAW_COUNT_MAX },
  },
} as const;
const STRING_FIELDS: readonly string[] = [...MONEY_FIELDS, 'rebatePercent', 'bonusTurnoverMultiplier'];

/** Before the schema coerces types: amounts and rates must be strings, the count a number or null (else a 400). */
export const levelChangeTypes: preValidationHookHandler = async (request) => {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [field, value] of Object.entries(body)) {
    if (STRING_FIELDS.includes(field) && typeof value !== 'string') throw new HttpError(400, `Invalid body: ${field} must be a string, e.g. "10.50"`);
    if (field === 'dailyWithdrawCount' && value !== null && typeof value !== 'number') throw new HttpError(400, 'Invalid body: dailyWithdrawCount must be a whole number or null');
  }
};

interface LevelRow {
  level: number;
  name_es: string;
  name_en: string;
  label_name: string;
  label_color: string;
  turnover_required: string;
  deposit_required: string;
  rebate_percent: string;
  daily_withdraw_limit: string;
  daily_withdraw_count: number | null;
  upgrade_bonus: string;
  birthday_bonus: string;
  bonus_turnover_multiplier: string;
  weekly_bonus: string;
  vip_service: boolean;
}

const SELECT = `SELECT level, name_es, name_en, label_name, label_color, turnover_required::text, deposit_required::text,
  rebate_percent::numeric(5,2)::text AS rebate_percent, daily_withdraw_limit::text, daily_withdraw_count, upgrade_bonus::text,
  birthday_bonus::text, bonus_turnover_multiplier::text, weekly_bonus::text, vip_service FROM vip_rank`;

const toLevel = (row: LevelRow): AdminVipLevel => ({
  level: row.level,
  nameEs: row.name_es,
  nameEn: row.name_en,
  labelName: row.label_name,
  labelColor: row.label_color,
  turnoverRequired: row.turnover_required,
  depositRequired: row.deposit_required,
  rebatePercent: row.rebate_percent,
  dailyWithdrawLimit: row.daily_withdraw_limit,
  dailyWithdrawCount: row.daily_withdraw_count,
  upgradeBonus: row.upgrade_bonus,
  birthdayBonus: row.birthday_bonus,
  bonusTurnoverMultiplier: row.bonus_turnover_multiplier,
  weeklyBonus: row.weekly_bonus,
  vipService: row.vip_service,
});

export async function readAdminLevels(db: Queryable): Promise<{ period: VipPeriodKind; levels: AdminVipLevel[] }> {
  const { rows } = await db.query<LevelRow>(`${SELECT} ORDER BY level`);
  return { period: await readVipPeriodKind(db), levels: rows.map(toLevel) };
}

const bad = (message: string) => new HttpError(400, `Invalid level: ${message}`);

/** The rules of the whole table once `changed` is in it; the first one broken, as a 400. */
export function checkLevels(levels: readonly AdminVipLevel[], changed: AdminVipLevel): void {
  const { level } = changed;
  if (toCents(changed.dailyWithdrawLimit) <= 0n) throw bad('dailyWithdrawLimit must be above 0');
  if (toCents(changed.rebatePercent) > toCents(REBATE_PERCENT_MAX)) throw bad(`rebatePercent must be at most ${REBATE_PERCENT_MAX}`);
  if (toCents(changed.bonusTurnoverMultiplier) > toCents(MULTIPLIER_MAX)) throw bad(`bonusTurnoverMultiplier must be at most ${MULTIPLIER_MAX}`);
  if (level === 0) {
    if (toCents(changed.turnoverRequired) !== 0n || toCents(changed.depositRequired) !== 0n) throw bad('level 0 is where everybody starts: it asks for no turnover and no deposits');
    if (toCents(changed.upgradeBonus) !== 0n) throw bad('level 0 is never reached by an upgrade: its upgradeBonus stays 0');
  } else if (toCents(changed.turnoverRequired) <= 0n) {
    throw bad(`level ${level} must ask for some turnover (above 0)`);
  }
  const below = levels.filter((row) => row.level < level).at(-1);
  const above = levels.find((row) => row.level > level);
  if (below && toCents(changed.turnoverRequired) <= toCents(below.turnoverRequired)) {
    throw bad(`level ${level} must ask for more turnover than level ${below.level} (${below.turnoverRequired})`);
  }
  if (above && toCents(changed.turnoverRequired) >= toCents(above.turnoverRequired)) {
    throw bad(`level ${level} must ask for less turnover than level ${above.level} (${above.turnoverRequired})`);
  }
  if (below && toCents(changed.depositRequired) < toCents(below.depositRequired)) {
    throw bad(`level ${level} must ask for at least the deposits of level ${below.level} (${below.depositRequired})`);
  }
  if (above && toCents(changed.depositRequired) > toCents(above.depositRequired)) {
    throw bad(`level ${level} must ask for at most the deposits of level ${above.level} (${above.depositRequired})`);
  }
}

/** Applies the change to one level (404 unknown level, 400 a broken rule); answers the level before and after. */
export async function changeLevel(db: Database, level: number, change: LevelChange): Promise<{ before: AdminVipLevel; after: AdminVipLevel }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<LevelRow>(`${SELECT} ORDER BY level FOR UPDATE`);
    const levels = rows.map(toLevel);
    const before = levels.find((row) => row.level === level);
    if (!before) throw new HttpError(404, `No VIP level ${level} (levels: ${levels.map((row) => row.level).join(', ')})`);
    const after: AdminVipLevel = { ...before, ...change };
    checkLevels(levels, after);
    const fields = (Object.keys(change) as (keyof LevelChange)[]).filter((field) => change[field] !== undefined);
    const sets = fields.map((field, index) => `${COLUMNS[field]} = $${index + 2}`);
    await tx.query(`UPDATE vip_rank SET ${sets.join(', ')} WHERE level = $1`, [level, ...fields.map((field) => change[field])]);
    const updated = await tx.query<LevelRow>(`${SELECT} WHERE level = $1`, [level]);
    return { before, after: toLevel(updated.rows[0] as LevelRow) };
  });
}
