/**
 * Lobby sessions: a launch stores one (only the SHA-256 of its random token) bound to the member's
 * login session. A lobby call with the token is the member's call while that login session lives
 * (no logout, not revoked, not expired, not idle), until a password change ends it, and for at most
 * LOBBY_SESSION_TTL_HOURS. The binding is shared with the game sessions (launch/login-bound-sessions).
 */
import { createHash, randomBytes } from 'node:crypto';
import { LOBBY_SESSION_TTL_HOURS, LOBBY_TOKEN_PATTERN, type PrizeMode } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { type BoundSessionRow, isBoundSessionAlive, loginLiveColumn, type LoginSessions } from '../launch/login-bound-sessions';
import { LOBBY_SESSION_ENDED, LOBBY_SESSION_UNKNOWN } from './lottery-messages';

export { createMemberLoginSessions, type LoginSessions, memberLoginSessions } from '../launch/login-bound-sessions';

const TOKEN = new RegExp(LOBBY_TOKEN_PATTERN);
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface LobbySession {
  memberId: string;
  prizeMode: PrizeMode;
}

export async function createLobbySession(
  db: Queryable,
  session: LobbySession & { loginTokenHash: string; now: number },
): Promise<string> {
  // 24 random bytes: 192 bits.
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO lottery_lobby_session (token_hash, member_id, login_token_hash, prize_mode, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256(token), session.memberId, session.loginTokenHash, session.prizeMode, new Date(session.now), new Date(session.now + LOBBY_SESSION_TTL_HOURS * 3600_000)],
  );
  return token;
}

/** The live session of a token: 404 when unknown, 410 when expired, ended (password change) or its login ended. */
export async function findLobbySession(db: Queryable, logins: LoginSessions, token: string, now: number): Promise<LobbySession> {
  // Made only when thrown: an Error captures its stack, which a bet's hot path should not pay for.
  const unknown = () => new HttpError(404, LOBBY_SESSION_UNKNOWN.es, { translations: LOBBY_SESSION_UNKNOWN });
  if (!TOKEN.test(token)) throw unknown();
  const login = loginLiveColumn(logins, 'lottery_lobby_session.login_token_hash', 2, now);
  const { rows } = await db.query<{ member_id: string; prize_mode: PrizeMode } & BoundSessionRow>(
    `SELECT member_id, prize_mode, login_token_hash, expires_at, ended_at${login.sql} FROM lottery_lobby_session WHERE token_hash = $1`,
    [sha256(token), ...login.params],
  );
  const row = rows[0];
  if (!row) throw unknown();
  if (!(await isBoundSessionAlive(db, logins, row, now))) {
    throw new HttpError(410, LOBBY_SESSION_ENDED.es, { translations: LOBBY_SESSION_ENDED });
  }
  return { memberId: row.member_id, prizeMode: row.prize_mode };
}
