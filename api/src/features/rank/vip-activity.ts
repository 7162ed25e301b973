/**
 * VIP progress from what players really do (activity-events.ts), in the move's own transaction: a
 * round's bet and a settled lottery bet's stake add to the period's turnover, a credited deposit to
 * its deposits. When the period's figures reach a level above the member's, the member is upgraded
 * there and then (never demoted): one vip_upgrade row per level reached, the level's upgrade bonus
 * credited once as a bonus with its turnover (vip-bonus.ts: journal vip_upgrade, reference
 * V<member>-<level>, unique in the ledger too, and a member_bonus), and one inbox message.
 *
 * Concurrency: the upsert of the member's vip_progress row locks it until the move commits, so the
 * member's moves running at the same time pass here one after the other and only the first one
 * that crosses a threshold upgrades (the next one finds the level already held).
 */
import type { Language, Money } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { fromCents, toCents } from '../../money/cents';
import type { ActivityEvent } from '../loyalty/activity-events';
import { bonusTurnover, creditVipBonus } from './vip-bonus';
import { sendVipNotice, vipBonusName } from './vip-messages';
import { readVipPeriodKind, vipPeriod } from './vip-period';

export const VIP_UPGRADE_JOURNAL = 'vip_upgrade';

export const upgradeReference = (memberId: string, level: number) => `V${memberId}-${level}`;

interface LevelRow {
  level: number;
  turnover_required: string;
  deposit_required: string;
  upgrade_bonus: string;
  bonus_turnover_multiplier: string;
  label_name: string;
  label_color: string;
  name_es: string;
  name_en: string;
}

/** What the event adds: valid bets and deposits, in cents. */
function contribution(event: ActivityEvent): { turnover: bigint; deposits: bigint } {
  switch (event.kind) {
    case 'round':
      return { turnover: toCents(event.bet), deposits: 0n };
    case 'lotteryBetSettled':
      return { turnover: toCents(event.stake), deposits: 0n };
    case 'deposit':
      return { turnover: 0n, deposits: toCents(event.amount) };
  }
}

/** The activity handler (registered as 'vip' in register-loyalty.ts). */
export async function recordVipActivity(tx: Queryable, event: ActivityEvent): Promise<void> {
  const { turnover, deposits } = contribution(event);
  if (turnover <= 0n && deposits <= 0n) return;
  const period = vipPeriod(await readVipPeriodKind(tx), event.at);
  // The progress, the highest level its figures reach and the member's level in one statement: most
  // moves reach nothing new, and only a member about to move up reads the levels (upgradeIfReached).
  const { rows } = await tx.query<{ turnover: string; deposits: string; reached: number | null; held: number | null }>(
    `WITH progress AS (
       INSERT INTO vip_progress (member_id, period_start, turnover, deposits, updated_at)
       VALUES ($1, $2::date, $3::numeric, $4::numeric, $5)
       ON CONFLICT (member_id, period_start) DO UPDATE
          SET turnover = vip_progress.turnover + EXCLUDED.turnover,
              deposits = vip_progress.deposits + EXCLUDED.deposits,
              updated_at = EXCLUDED.updated_at
       RETURNING turnover, deposits
     )
     SELECT p.turnover::text, p.deposits::text,
            (SELECT max(r.level) FROM vip_rank r WHERE r.turnover_required <= p.turnover AND r.deposit_required <= p.deposits) AS reached,
            (SELECT m.club_rank_level FROM member m WHERE m.id = $1) AS held
       FROM progress p`,
    [event.memberId, period.start, fromCents(turnover), fromCents(deposits), event.at],
  );
  const progress = rows[0];
  if (!progress?.reached || progress.held === null || progress.held >= progress.reached) return;
  await upgradeIfReached(tx, event.memberId, { turnover: progress.turnover, deposits: progress.deposits }, event.kind, period.start);
}

async function readLevels(tx: Queryable): Promise<LevelRow[]> {
  const { rows } = await tx.query<LevelRow>(
    `SELECT level, turnover_required::text, deposit_required::text, upgrade_bonus::text, bonus_turnover_multiplier::text,
            label_name, label_color, name_es, name_en
       FROM vip_rank ORDER BY level`,
  );
  return rows;
}

/** The highest level whose two thresholds the figures meet (undefined when none does). */
export function reachedLevel<T extends { level: number; turnover_required: string; deposit_required: string }>(
  levels: readonly T[],
  figures: { turnover: Money; deposits: Money },
): T | undefined {
  const turnover = toCents(figures.turnover);
  const deposits = toCents(figures.deposits);
  return levels.filter((level) => toCents(level.turnover_required) <= turnover && toCents(level.deposit_required) <= deposits).at(-1);
}

async function upgradeIfReached(
  tx: Queryable,
  memberId: string,
  figures: { turnover: Money; deposits: Money },
  cause: ActivityEvent['kind'],
  periodStart: string,
): Promise<void> {
  const levels = await readLevels(tx);
  const target = reachedLevel(levels, figures);
  if (!target || target.level === 0) return;
  const held = await tx.query<{ level: number }>('SELECT club_rank_level AS level FROM member WHERE id = $1', [memberId]);
  if ((held.rows[0]?.level ?? target.level) >= target.level) return;
  // Only a member about to move up is locked (an operator's change of the level waits for it).
  const { rows } = await tx.query<{ level: number; language: Language }>('SELECT club_rank_level AS level, language FROM member WHERE id = $1 FOR UPDATE', [
    memberId,
  ]);
  const member = rows[0];
  if (!member || member.level >= target.level) return;

  let from = member.level;
  let paid = 0n;
  let turnover = 0n;
  for (const level of levels.filter((row) => row.level > member.level && row.level <= target.level)) {
    const done = await tx.query('SELECT 1 FROM vip_upgrade WHERE member_id = $1 AND level = $2', [memberId, level.level]);
    if (done.rows.length === 0) {
      const bonus = toCents(level.upgrade_bonus);
      let journalId: number | null = null;
      if (bonus > 0n) {
        const credited = await creditVipBonus(tx, {
          kind: VIP_UPGRADE_JOURNAL,
          reference: upgradeReference(memberId, level.level),
          memberId,
          amount: fromCents(bonus),
          multiplier: level.bonus_turnover_multiplier,
          name: vipBonusName('upgrade', member.language, { name: member.language === 'en' ? level.name_en : level.name_es }),
        });
        journalId = credited.journalId;
        paid += bonus;
        turnover += toCents(bonusTurnover(fromCents(bonus), level.bonus_turnover_multiplier));
      }
      await tx.query(
        `INSERT INTO vip_upgrade (member_id, from_level, level, bonus, journal_id, cause, period_start, turnover, deposits)
         VALUES ($1, $2, $3, $4::numeric, $5, $6, $7::date, $8::numeric, $9::numeric)`,
        [memberId, from, level.level, fromCents(bonus), journalId, cause, periodStart, figures.turnover, figures.deposits],
      );
    }
    from = level.level;
  }
  await tx.query('UPDATE member SET club_rank_level = $2, club_label_name = $3, club_label_color = $4 WHERE id = $1', [
    memberId,
    target.level,
    target.label_name,
    target.label_color,
  ]);
  const name = member.language === 'en' ? target.name_en : target.name_es;
  await sendVipNotice(tx, memberId, member.language, paid > 0n ? 'upgradedWithBonus' : 'upgraded', {
    name,
    level: target.level,
    bonus: fromCents(paid),
    turnover: fromCents(turnover),
  });
}
