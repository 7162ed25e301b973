/**
 * The limits enforced inside the transaction of the move they limit (docs/safer-gambling.md,
 * "Enforcement points"). `enforceResponsibleGambling` is the FIRST thing each limited move does in its
 * transaction: it takes the member's lock (member-lock.ts, before any ledger row lock), refuses an
 * excluded member (403 ExclusionRefusal), then checks every limit of the kinds the move counts against
 * with the attempted amount:
 *
 *   deposit order        -> deposit limits (the order's amount)
 *   game round / spin    -> wager and loss limits (the stake: all of it may be lost)
 *   lottery bet          -> wager and loss limits (the bet's total stake)
 *   transfer into a game wallet -> wager and loss limits (the amount: a potential stake)
 *
 * used + attempted <= limit passes (exactly at the limit passes; a cent over is refused). A refusal is
 * HTTP 403, success false, a translated message naming the limit and when it frees up, value
 * LimitRefusal; the move's transaction rolls back, and the refusal is recorded afterwards
 * (LimitRefusalError.record, written by the app's onError hook: register-responsible.ts).
 */
import type { ExclusionKind, LimitKind, LimitRefusal, LimitWindow, Money, SelfExclusionPeriod, TimeOutPeriod } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { fromCents, toCents } from '../../money/cents';
import { closureOf, type ExclusionRow, exclusionRefusal } from './exclusion-state';
import { lockMemberMoves } from './member-lock';
import { kindName, texts, windowName } from './responsible-messages';
import { responsibleNow, siteTimeText } from './responsible-time';
import { freesAt, type Usage, usageOfRow, usageSql, windowStarts } from './usage';

export type LimitedPath = 'deposit' | 'gameRound' | 'lotteryBet' | 'walletTransfer';

export interface LimitedMove {
  memberId: string;
  path: LimitedPath;
  /** The deposit's amount, or the stake (the transfer's amount). */
  amount: Money;
}

const KINDS_OF_PATH: Readonly<Record<LimitedPath, readonly LimitKind[]>> = {
  deposit: ['deposit'],
  gameRound: ['wager', 'loss'],
  lotteryBet: ['wager', 'loss'],
  walletTransfer: ['wager', 'loss'],
};

export interface RefusalRecord {
  memberId: string;
  kind: LimitKind;
  window: LimitWindow;
  limit: Money;
  used: Money;
  attempted: Money;
  path: LimitedPath;
  freesAt: Date | null;
  at: Date;
}

/** A move refused by a limit: 403 with the LimitRefusal value; `record` is written after the rollback. */
export class LimitRefusalError extends HttpError {
  constructor(
    readonly record: RefusalRecord,
    value: LimitRefusal,
  ) {
    const frees = record.freesAt ? texts('freesAt', { at: siteTimeText(record.freesAt) }) : texts('neverFrees');
    const translations = texts('limitReached', {
      kind: kindName(record.kind),
      window: windowName(record.window),
      limit: record.limit,
      used: record.used,
      amount: record.attempted,
      frees,
    });
    super(403, translations.es, { translations, value });
    this.name = 'LimitRefusalError';
  }
}

/** Writes a refusal (outside the refused move's transaction, which rolled back). */
export async function recordRefusal(db: Queryable, record: RefusalRecord): Promise<void> {
  await db.query(
    `INSERT INTO responsible_refusal (member_id, kind, limit_window, limit_amount, used, attempted, path, frees_at, at)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7, $8, $9)`,
    [record.memberId, record.kind, record.window, record.limit, record.used, record.attempted, record.path, record.freesAt, record.at],
  );
}

interface RuleRow extends Record<string, unknown> {
  exclusionId: number | null;
  exclusionKind: ExclusionKind | null;
  period: TimeOutPeriod | SelfExclusionPeriod | null;
  startedAt: Date | null;
  endsAt: Date | null;
  returnRequestedAt: Date | null;
  opensAt: Date | null;
  limitKind: LimitKind | null;
  window: LimitWindow | null;
  amount: Money | null;
}

/** Statements of readMoveRules, by the usage group its kinds read (built once: each is a prepared statement). */
const MOVE_RULES_SQL = new Map(
  (['deposit', 'play'] as const).map((group) => [
    group,
    `WITH rules AS (
       SELECT e.id AS "exclusionId", e.kind AS "exclusionKind", e.period, e.started_at AS "startedAt", e.ends_at AS "endsAt",
              e.return_requested_at AS "returnRequestedAt", e.opens_at AS "opensAt",
              l.kind AS "limitKind", l.limit_window AS "window", l.amount::text AS amount
         FROM (SELECT $1::text AS member_id) m
         LEFT JOIN responsible_exclusion e ON e.member_id = m.member_id AND e.superseded_at IS NULL
         LEFT JOIN responsible_limit l ON l.member_id = m.member_id AND l.kind = ANY($2::text[])
     ), usage AS (
       ${usageSql(group, { member: '$1', month: '$3', day: '$4', week: '$5' }, 'EXISTS (SELECT 1 FROM rules WHERE "limitKind" IS NOT NULL)')}
     )
     SELECT * FROM rules CROSS JOIN usage`,
  ]),
);

/**
 * The member's current exclusion, limits of `kinds` and, when there are limits, the usage of those
 * kinds, in one statement (a move's hot path): one row per limit, the exclusion's columns and the
 * usage on each (or one row of nulls when there is neither; the usage is not summed without limits).
 */
async function readMoveRules(
  tx: Queryable,
  memberId: string,
  kinds: readonly LimitKind[],
  now: Date,
): Promise<{ exclusion: ExclusionRow | null; limits: { kind: LimitKind; window: LimitWindow; amount: Money }[]; usage: Usage }> {
  const sql = MOVE_RULES_SQL.get(kinds.includes('deposit') ? 'deposit' : 'play') as string;
  const { rows } = await tx.query<RuleRow>(sql, [memberId, [...kinds], ...windowStarts(now)]);
  const first = rows[0];
  const exclusion: ExclusionRow | null =
    first?.exclusionId != null
      ? {
          id: Number(first.exclusionId),
          memberId,
          kind: first.exclusionKind as ExclusionKind,
          period: first.period as TimeOutPeriod | SelfExclusionPeriod,
          startedAt: first.startedAt as Date,
          endsAt: first.endsAt as Date,
          returnRequestedAt: first.returnRequestedAt,
          opensAt: first.opensAt,
        }
      : null;
  const limits = rows.flatMap((row) => (row.limitKind && row.window && row.amount ? [{ kind: row.limitKind, window: row.window, amount: row.amount }] : []));
  return { exclusion, limits, usage: usageOfRow((first ?? {}) as Record<string, string | null>, kinds) };
}

/**
 * Takes the member's lock and checks the exclusion and the limits for this move, in the move's
 * transaction; throws the refusal. `now`: the limits' clock (responsibleNow) unless given. Two
 * statements: the lock (alone: a statement reads what committed before it started, so the reads come
 * after the wait), then the exclusion, the limits and their usage (more only to word a refusal).
 */
export async function enforceResponsibleGambling(tx: Queryable, move: LimitedMove, now: Date = responsibleNow()): Promise<void> {
  await lockMemberMoves(tx, move.memberId);
  const kinds = KINDS_OF_PATH[move.path];
  const { exclusion, limits, usage } = await readMoveRules(tx, move.memberId, kinds, now);
  const closure = closureOf(exclusion, now);
  if (closure) throw exclusionRefusal(closure);
  if (limits.length === 0) return;
  const attempted = toCents(move.amount);
  const over = limits.filter((limit) => usage[limit.kind][limit.window] + attempted > toCents(limit.amount));
  if (over.length === 0) return;
  // The refusal names the limit that frees up last (one that never frees for this amount first).
  const refusals: { limit: (typeof over)[number]; freesAt: Date | null }[] = [];
  for (const limit of over) {
    refusals.push({ limit, freesAt: await freesAt(tx, move.memberId, limit.kind, limit.window, now, attempted, toCents(limit.amount)) });
  }
  refusals.sort((a, b) => (a.freesAt === null ? -1 : b.freesAt === null ? 1 : b.freesAt.getTime() - a.freesAt.getTime()));
  const { limit, freesAt: frees } = refusals[0] as (typeof refusals)[number];
  const used = fromCents(usage[limit.kind][limit.window]);
  throw new LimitRefusalError(
    { memberId: move.memberId, kind: limit.kind, window: limit.window, limit: limit.amount, used, attempted: fromCents(attempted), path: move.path, freesAt: frees, at: now },
    { code: 'limitReached', kind: limit.kind, window: limit.window, limit: limit.amount, used, freesAt: frees?.toISOString() ?? null },
  );
}
