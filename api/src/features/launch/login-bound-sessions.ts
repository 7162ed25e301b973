/**
 * Play sessions bound to a login session (issue 11): the demo game's sessions (game_session) and the
 * lottery lobby's (lottery_lobby_session). Each stores the SHA-256 of the login token that opened it
 * (member_session.token_hash) and lives only while that login lives: not logged out, not revoked
 * (password change, "log out the other devices"), not past its absolute expiry, not idle. A password
 * change also ends every play session of the member on purpose (ended_at), the ones opened from the
 * login that changed it included.
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { bearerToken, hashToken } from '../session/sessions';

/** The login session behind a request, and whether one is still live. */
export interface LoginSessions {
  /** The stored hash of the request's login token (member_session.token_hash), null without one. */
  tokenHashOf(request: FastifyRequest): string | null;
  /** Live: not revoked, not expired and (when the policy has one) not idle at `now` (ms; the clock of the caller). */
  isAlive(db: Queryable, tokenHash: string, now?: number): Promise<boolean>;
  /**
   * The same test in SQL, over a column holding the login token's hash, so a play session's query
   * answers it in its own statement (one statement a spin or bet less). Its parameters are numbered
   * from `$first`. Without it (a test's stand-in) the session's login is asked with `isAlive`.
   */
  liveCondition?(hashColumn: string, first: number, now: number): { sql: string; params: unknown[] };
}

export interface LoginSessionPolicy {
  /** The idle limit of login sessions (config.accounts.sessionIdleMs); null: not checked here. */
  idleMs: number | null;
}

/** The session feature's login sessions (member_session), judged with this policy. */
export function createMemberLoginSessions(policy: LoginSessionPolicy): LoginSessions {
  const liveCondition = (hashColumn: string, first: number, now: number) => ({
    sql: `EXISTS (SELECT 1 FROM member_session login
                   WHERE login.token_hash = ${hashColumn} AND login.revoked_at IS NULL AND login.expires_at > $${first}
                     AND ($${first + 1}::timestamptz IS NULL OR login.last_seen_at > $${first + 1}))`,
    params: [new Date(now), policy.idleMs === null ? null : new Date(now - policy.idleMs)],
  });
  return {
    tokenHashOf(request) {
      const token = bearerToken(request);
      return token ? hashToken(token) : null;
    },
    async isAlive(db, tokenHash, now = Date.now()) {
      const condition = liveCondition('$1', 2, now);
      const { rows } = await db.query<{ live: boolean }>(`SELECT ${condition.sql} AS live`, [tokenHash, ...condition.params]);
      return rows[0]?.live === true;
    },
    liveCondition,
  };
}

/** Revoked and expired logins only (tests and features wired without the accounts' idle setting). */
export const memberLoginSessions: LoginSessions = createMemberLoginSessions({ idleMs: null });

/** What every play session row carries for its liveness (`login_live`: its login's, when the query asked). */
export interface BoundSessionRow {
  login_token_hash: string | null;
  expires_at: Date;
  ended_at: Date | null;
  login_live?: boolean;
}

/**
 * The column a play session's query adds to answer its login's liveness in the same statement
 * (`, <condition> AS login_live`, parameters from `$first`), or nothing when the policy cannot say it
 * in SQL. `hashColumn`: the session table's login_token_hash.
 */
export function loginLiveColumn(logins: LoginSessions, hashColumn: string, first: number, now: number): { sql: string; params: unknown[] } {
  const condition = logins.liveCondition?.(hashColumn, first, now);
  return condition ? { sql: `, ${condition.sql} AS login_live`, params: condition.params } : { sql: '', params: [] };
}

/** Live: not ended, not past its own expiry, and its login session lives (a session without one never does). */
export async function isBoundSessionAlive(db: Queryable, logins: LoginSessions, row: BoundSessionRow, now: number): Promise<boolean> {
  if (row.ended_at !== null || row.login_token_hash === null || row.expires_at.getTime() <= now) return false;
  if (typeof row.login_live === 'boolean') return row.login_live;
  return logins.isAlive(db, row.login_token_hash, now);
}

/** The tables of play sessions (each with member_id, login_token_hash, ended_at). */
const PLAY_SESSION_TABLES = ['game_session', 'lottery_lobby_session'] as const;

/** Ends every live play session of a member (password change), in the caller's transaction. */
export async function endPlaySessionsOfMember(db: Queryable, memberId: string, now: Date): Promise<void> {
  for (const table of PLAY_SESSION_TABLES) {
    await db.query(`UPDATE ${table} SET ended_at = $2 WHERE member_id = $1 AND ended_at IS NULL`, [memberId, now]);
  }
}

/** The answer to a call on a play session that ended (logout, password change, expiry, idle login). */
export const PLAY_SESSION_ENDED: Readonly<Record<Language, string>> = {
  es: 'La sesión de juego terminó: vuelva a abrir el juego desde el sitio',
  en: 'The game session has ended: open the game again from the site',
};
export const PLAY_SESSION_UNKNOWN: Readonly<Record<Language, string>> = {
  es: 'Sesión de juego no encontrada',
  en: 'Game session not found',
};

/** 410 with value.code 'sessionEnded', in the request's language. */
export function playSessionEnded(translations: Readonly<Record<Language, string>> = PLAY_SESSION_ENDED): HttpError {
  return new HttpError(410, translations.es, { translations, value: { code: 'sessionEnded' } });
}
