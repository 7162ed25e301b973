/**
 * Time-outs and self-exclusions (contract: startExclusion, requestReturn). Starting one ends every
 * session of the member (login sessions, game and lottery lobby sessions). A longer exclusion may
 * replace a shorter one; nothing shortens one: not the player (a shorter or equal request is refused, a
 * time-out never replaces a self-exclusion) and not the operator (there is no such route or statement).
 * After a self-exclusion ends the account stays closed until the player asks to return and
 * RETURN_DELAY_HOURS pass; a time-out simply ends.
 */
import type { ExclusionKind, ExclusionResult, ReturnRequested, SelfExclusionPeriod, TimeOutPeriod } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { endPlaySessionsOfMember } from '../launch/login-bound-sessions';
import type { Sessions } from '../session/sessions';
import { closureOf, EXCLUSION_COLUMNS, type ExclusionRow, readCurrentExclusion } from './exclusion-state';
import { lockMemberMoves } from './member-lock';
import { exclusionName, forbidden, responsibleRefusal, texts } from './responsible-messages';
import { exclusionEnd, siteTimeText } from './responsible-time';

/** After asking to return from a self-exclusion, the account opens this much later. */
export const RETURN_DELAY_HOURS = 24;
const HOUR = 3_600_000;

export interface StartedExclusion extends ExclusionResult {
  memberId: string;
}

/**
 * Starts a time-out or self-exclusion at `now` (the limits' clock) and ends the member's sessions:
 * in the transaction (under the member's lock, so a limited move running now finishes first and the
 * next one is refused), and once more after the commit (a login that checked the exclusion just before
 * it committed cannot keep its session; the exclusion gate refuses such a session anyway).
 */
export async function startMemberExclusion(
  db: Database,
  sessions: Pick<Sessions, 'revokeOthers' | 'forgetMember'>,
  memberId: string,
  kind: ExclusionKind,
  period: TimeOutPeriod | SelfExclusionPeriod,
  now: Date,
): Promise<StartedExclusion> {
  const endsAt = exclusionEnd(now, period);
  const result = await db.transaction(async (tx) => {
    await lockMemberMoves(tx, memberId);
    const current = await readCurrentExclusion(tx, memberId);
    if (current && closureOf(current, now)) {
      if (current.kind === 'selfExclusion' && kind === 'timeOut') {
        throw responsibleRefusal('timeOutAfterSelfExclusion', {}, { code: 'exclusionNotLonger', kind: current.kind, endsAt: current.endsAt.toISOString() });
      }
      if (endsAt <= current.endsAt) {
        throw responsibleRefusal(
          'notLonger',
          { kind: exclusionName(current.kind), endsAt: siteTimeText(current.endsAt) },
          { code: 'exclusionNotLonger', kind: current.kind, endsAt: current.endsAt.toISOString() },
        );
      }
    }
    if (current) await tx.query('UPDATE responsible_exclusion SET superseded_at = $2 WHERE id = $1', [current.id, now]);
    await tx.query(`INSERT INTO responsible_exclusion (member_id, kind, period, started_at, ends_at) VALUES ($1, $2, $3, $4, $5)`, [
      memberId,
      kind,
      period,
      now,
      endsAt,
    ]);
    await sessions.revokeOthers(tx, memberId, null);
    await endPlaySessionsOfMember(tx, memberId, now);
    return { memberId, kind, endsAt: endsAt.toISOString() };
  });
  await sessions.revokeOthers(db, memberId, null);
  sessions.forgetMember(memberId, null);
  return result;
}

/**
 * The player (already identified by username and password) asks to return after a self-exclusion:
 * refused while it runs (403, its end), when there is none to return from; asked again, the same
 * opening time.
 */
export async function requestMemberReturn(db: Database, memberId: string, now: Date): Promise<ReturnRequested> {
  return db.transaction(async (tx) => {
    await lockMemberMoves(tx, memberId);
    const current = await readCurrentExclusion(tx, memberId);
    const closure = closureOf(current, now);
    if (!current || current.kind !== 'selfExclusion' || !closure) throw responsibleRefusal('notSelfExcluded');
    if (now < current.endsAt) throw forbidden(texts('stillExcluded', { endsAt: siteTimeText(current.endsAt) }), closure);
    if (current.opensAt) return { opensAt: current.opensAt.toISOString() };
    const opensAt = new Date(now.getTime() + RETURN_DELAY_HOURS * HOUR);
    await tx.query('UPDATE responsible_exclusion SET return_requested_at = $2, opens_at = $3 WHERE id = $1', [current.id, now, opensAt]);
    return { opensAt: opensAt.toISOString() };
  });
}

export interface ExclusionListing extends ExclusionRow {
  account: string;
  supersededAt: Date | null;
  /** closed: in force (or waiting for the return); open: over. */
  state: 'inForce' | 'awaitingReturn' | 'returning' | 'over' | 'superseded';
}

/** Every exclusion (or one account's), newest first, with its state at `now`: the operator's list. */
export async function listExclusions(db: Queryable, now: Date, account: string | null, limit = 500): Promise<ExclusionListing[]> {
  const { rows } = await db.query<ExclusionRow & { account: string; supersededAt: Date | null }>(
    `SELECT e.*, m.account FROM (SELECT ${EXCLUSION_COLUMNS}, superseded_at AS "supersededAt" FROM responsible_exclusion) e
       JOIN member m ON m.id = e."memberId"
      WHERE ($1::text IS NULL OR lower(m.account) = lower($1))
      ORDER BY e.id DESC LIMIT $2`,
    [account, limit],
  );
  return rows.map((row) => {
    const closure = row.supersededAt ? null : closureOf(row, now);
    const state: ExclusionListing['state'] = row.supersededAt
      ? 'superseded'
      : !closure
        ? 'over'
        : closure.opensAt === undefined
          ? 'inForce'
          : closure.opensAt === null
            ? 'awaitingReturn'
            : 'returning';
    return { ...row, id: Number(row.id), state };
  });
}
