/**
 * The reality check (contract: setRealityCheck, realityCheck): an interval of REALITY_CHECK_MINUTES
 * (plus 1 on a test site: SUITE_REALITY_CHECK_TEST_MINUTE=1), and the figures since this session's
 * login. The session start is the login session's own row (member_session.created_at, written with the
 * accounts' clock), and the reality check reads that same clock: the next check is the first
 * `sessionStart + k * interval` after now; staked and won are the member's `bet` and `win` postings
 * (every wallet: rounds, lottery bets and prizes) since the login.
 */
import { type RealityCheck, REALITY_CHECK_MINUTES } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { fromCents, toSignedCents } from '../../money/cents';

export const REALITY_CHECK_TEST_MINUTE_ENV = 'SUITE_REALITY_CHECK_TEST_MINUTE';
const MINUTE = 60_000;

/** The intervals this site offers: REALITY_CHECK_MINUTES, and 1 when the test setting is on. */
export function realityCheckChoices(env: NodeJS.ProcessEnv = process.env): number[] {
  const choices: number[] = [...REALITY_CHECK_MINUTES];
  if (env[REALITY_CHECK_TEST_MINUTE_ENV] === '1') choices.splice(1, 0, 1);
  return choices;
}

export async function readRealityCheckMinutes(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ minutes: number }>('SELECT reality_check_minutes AS minutes FROM responsible_setting WHERE member_id = $1', [memberId]);
  return rows[0]?.minutes ?? 0;
}

export async function saveRealityCheckMinutes(db: Queryable, memberId: string, minutes: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO responsible_setting (member_id, reality_check_minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes, updated_at = EXCLUDED.updated_at`,
    [memberId, minutes, now],
  );
}

/** The first `start + k * interval` strictly after `now` (k >= 1). */
export function nextCheckAt(start: Date, intervalMinutes: number, now: Date): Date {
  const interval = intervalMinutes * MINUTE;
  const elapsed = Math.max(0, now.getTime() - start.getTime());
  return new Date(start.getTime() + (Math.floor(elapsed / interval) + 1) * interval);
}

/** The reality check of the login session `tokenHash` (null when the row is gone). */
export async function readRealityCheck(db: Queryable, memberId: string, tokenHash: string, now: Date): Promise<RealityCheck | null> {
  const session = await db.query<{ created_at: Date }>('SELECT created_at FROM member_session WHERE token_hash = $1 AND member_id = $2', [tokenHash, memberId]);
  const start = session.rows[0]?.created_at;
  if (!start) return null;
  const minutes = await readRealityCheckMinutes(db, memberId);
  const { rows } = await db.query<{ staked: string; won: string }>(
    `SELECT coalesce(-sum(p.amount) FILTER (WHERE p.entry_type = 'bet'), 0)::text AS staked,
            coalesce(sum(p.amount) FILTER (WHERE p.entry_type = 'win'), 0)::text AS won
       FROM ledger_posting p JOIN ledger_account a ON a.id = p.account_id
      WHERE a.owner = 'member' AND a.member_id = $1 AND p.entry_type IN ('bet', 'win') AND p.created_at >= $2`,
    [memberId, start],
  );
  const staked = toSignedCents(rows[0]?.staked ?? '0');
  const won = toSignedCents(rows[0]?.won ?? '0');
  return {
    realityCheckMinutes: minutes,
    sessionStartedAt: start.toISOString(),
    now: now.toISOString(),
    nextCheckAt: minutes > 0 ? nextCheckAt(start, minutes, now).toISOString() : null,
    sessionMinutes: Math.max(0, Math.floor((now.getTime() - start.getTime()) / MINUTE)),
    staked: fromCents(staked),
    won: fromCents(won),
    net: fromCents(won - staked),
  };
}
