/**
 * Whether a member's account is closed by a time-out or a self-exclusion, read by every login path
 * (session/login-result.ts startSession, and the password login before its new-IP step), by the
 * exclusion gate on every T call, by each limited move inside its transaction, and before a marketing
 * message. A time-out simply ends; a self-exclusion keeps the account closed after its end until the
 * player asks to return and 24 hours pass (opens_at).
 */
import type { ExclusionKind, ExclusionRefusal, SelfExclusionPeriod, TimeOutPeriod } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { exclusionName, forbidden, texts } from './responsible-messages';
import { responsibleNow, siteTimeText } from './responsible-time';

export interface ExclusionRow {
  id: number;
  memberId: string;
  kind: ExclusionKind;
  period: TimeOutPeriod | SelfExclusionPeriod;
  startedAt: Date;
  endsAt: Date;
  returnRequestedAt: Date | null;
  opensAt: Date | null;
}

export const EXCLUSION_COLUMNS = `id, member_id AS "memberId", kind, period, started_at AS "startedAt", ends_at AS "endsAt",
  return_requested_at AS "returnRequestedAt", opens_at AS "opensAt"`;

/** The member's current exclusion row (the one not superseded), over or not; null: never excluded. */
export async function readCurrentExclusion(db: Queryable, memberId: string): Promise<ExclusionRow | null> {
  const { rows } = await db.query<ExclusionRow>(`SELECT ${EXCLUSION_COLUMNS} FROM responsible_exclusion WHERE member_id = $1 AND superseded_at IS NULL`, [
    memberId,
  ]);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : null;
}

/** What closes the account at `now` (the refusal's value), or null when it is open. */
export function closureOf(row: ExclusionRow | null, now: Date): ExclusionRefusal | null {
  if (!row) return null;
  const endsAt = row.endsAt.toISOString();
  if (now < row.endsAt) return { code: 'excluded', kind: row.kind, endsAt };
  if (row.kind === 'timeOut') return null;
  if (row.opensAt === null) return { code: 'excluded', kind: row.kind, endsAt, opensAt: null };
  return now < row.opensAt ? { code: 'excluded', kind: row.kind, endsAt, opensAt: row.opensAt.toISOString() } : null;
}

export async function accountClosure(db: Queryable, memberId: string, now: Date = responsibleNow()): Promise<ExclusionRefusal | null> {
  return closureOf(await readCurrentExclusion(db, memberId), now);
}

/** 403, value ExclusionRefusal, the message giving the end date (and when the account opens). */
export function exclusionRefusal(closure: ExclusionRefusal): HttpError {
  const endsAt = siteTimeText(new Date(closure.endsAt));
  if (closure.opensAt === undefined) return forbidden(texts('excluded', { kind: exclusionName(closure.kind), endsAt }), closure);
  if (closure.opensAt === null) return forbidden(texts('returnNeeded', { endsAt }), closure);
  return forbidden(texts('opensAt', { endsAt, opensAt: siteTimeText(new Date(closure.opensAt)) }), closure);
}

/** Throws the exclusion refusal when the account is closed at `now`. */
export async function refuseClosedAccount(db: Queryable, memberId: string, now: Date = responsibleNow()): Promise<void> {
  const closure = await accountClosure(db, memberId, now);
  if (closure) throw exclusionRefusal(closure);
}

/**
 * Marketing stops for a closed account (issue 24): the operator's offers and inbox messages to one
 * are refused with 409 naming the exclusion; null when the account is open (or unknown).
 */
export async function marketingRefusal(db: Queryable, account: string, now: Date = responsibleNow()): Promise<HttpError | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM member WHERE lower(account) = lower($1)', [account.trim()]);
  const memberId = rows[0]?.id;
  const closure = memberId ? await accountClosure(db, memberId, now) : null;
  if (!closure) return null;
  return new HttpError(409, `${account.trim()} is closed by a ${closure.kind} (ends ${closure.endsAt}): no marketing, offers or messages of the operator are sent to it`, {
    value: closure,
  });
}
