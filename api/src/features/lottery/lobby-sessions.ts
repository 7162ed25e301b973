/**
 * Lobby sessions: a launch stores one (only the SHA-256 of its random token) bound to the member's
 * login session. A lobby call with the token is the member's call while that login session lives
 * (no logout, not expired) and for at most LOBBY_SESSION_TTL_HOURS.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LOBBY_SESSION_TTL_HOURS, LOBBY_TOKEN_PATTERN, type PrizeMode } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { bearerToken, hashToken } from '../session/sessions';
import { LOBBY_SESSION_ENDED, LOBBY_SESSION_UNKNOWN } from './lottery-messages';

const TOKEN = new RegExp(LOBBY_TOKEN_PATTERN);
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The login session behind a request, and whether one is still live. */
export interface LoginSessions {
  /** The stored hash of the request's login token (member_session.token_hash), null without one. */
  tokenHashOf(request: FastifyRequest): string | null;
  isAlive(db: Queryable, tokenHash: string): Promise<boolean>;
}

/** The session feature's login sessions (member_session). */
export const memberLoginSessions: LoginSessions = {
  tokenHashOf(request) {
    const token = bearerToken(request);
    return token ? hashToken(token) : null;
  },
  async isAlive(db, tokenHash) {
    const { rows } = await db.query(
      'SELECT 1 FROM member_session WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
      [tokenHash],
    );
    return rows.length > 0;
  },
};

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

/** The live session of a token: 404 when unknown, 410 when expired or its login ended. */
export async function findLobbySession(db: Queryable, logins: LoginSessions, token: string, now: number): Promise<LobbySession> {
  const unknown = new HttpError(404, LOBBY_SESSION_UNKNOWN.es, { translations: LOBBY_SESSION_UNKNOWN });
  if (!TOKEN.test(token)) throw unknown;
  const { rows } = await db.query<{ member_id: string; prize_mode: PrizeMode; login_token_hash: string; expires_at: Date }>(
    'SELECT member_id, prize_mode, login_token_hash, expires_at FROM lottery_lobby_session WHERE token_hash = $1',
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) throw unknown;
  if (row.expires_at.getTime() <= now || !(await logins.isAlive(db, row.login_token_hash))) {
    throw new HttpError(410, LOBBY_SESSION_ENDED.es, { translations: LOBBY_SESSION_ENDED });
  }
  return { memberId: row.member_id, prizeMode: row.prize_mode };
}
