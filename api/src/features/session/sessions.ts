/**
 * Sessions: opaque random tokens (32 bytes, base64url) sent as `Authorization: Bearer <token>`.
 * Only their SHA-256 is stored, with the expiry (idle and absolute) and the last call's time.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AgentFlag, PasswordChangeReason } from '@suite/shared/contract';
import { publish, subscribe } from '../../cache/bus';
import type { Database, Queryable } from '../../db/database';

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;
/**
 * last_seen_at (the idle deadline's start) is written at most this often, not on every call: every
 * minute, or every twelfth of the idle limit when that is shorter (5 s for a 1-minute limit), so a
 * session in use never meets its idle deadline and ends at most this much before it when left.
 */
const TOUCH_EVERY_MS = 60_000;
const TOUCHES_PER_IDLE = 12;
export const touchEveryMs = (idleMs: number): number => Math.max(1_000, Math.min(TOUCH_EVERY_MS, Math.floor(idleMs / TOUCHES_PER_IDLE)));
/**
 * A live session read from the database is trusted from memory for this long: every T call checks
 * its token, and on PGlite that lookup was most of a balance call's cost. Ending sessions here
 * (logout, password change) forgets them at once; the expiry and idle deadlines are checked on
 * every call. The other processes of a SUITE_API_WORKERS cluster are told at once (cache/bus.ts);
 * an API process elsewhere sharing the database sees a logout at the latest this much later.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

export interface SessionMember {
  memberId: string;
  isAgent: AgentFlag;
  account: string;
  tokenHash: string;
  /** The password must change before anything else (issue 26 #12; password-change-gate.ts), or null. */
  passwordChange: PasswordChangeReason | null;
}

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  now: () => Date;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}

export interface Sessions {
  /** `passwordChange`: the session must change its password first (a weak, expired or temporary one). */
  create(db: Queryable, memberId: string, request: FastifyRequest, passwordChange?: PasswordChangeReason | null): Promise<string>;
  /** The member of a live session, or null. */
  find(token: string): Promise<SessionMember | null>;
  revoke(tokenHash: string): Promise<void>;
  /**
   * The session changed its password: it is no longer held to the change. In a transaction, call
   * forget([tokenHash]) after the commit (the cache may still hold it as held).
   */
  passwordChanged(db: Queryable, tokenHash: string): Promise<void>;
  /**
   * Ends every session of the member but `keepTokenHash` (all of them when null). In a transaction,
   * call forgetMember after the commit: a call in between may read the rows back as still live.
   */
  revokeOthers(db: Queryable, memberId: string, keepTokenHash: string | null): Promise<void>;
  /** Drops the member's sessions but `keepTokenHash` from memory, here and in the cluster's other processes. */
  forgetMember(memberId: string, keepTokenHash: string | null): void;
  /** Drops sessions another feature revoked in the database from memory at once, here and in the cluster's other processes. */
  forget(tokenHashes: readonly string[]): void;
}

interface CachedSession {
  member: SessionMember;
  expiresAt: number;
  lastSeenAt: number;
  cachedAt: number;
}

interface SessionRow {
  memberId: string;
  isAgent: AgentFlag;
  account: string;
  lastSeenAt: Date;
  expiresAt: Date;
  passwordChange: PasswordChangeReason | null;
}

export function createSessions(db: Database, policy: SessionPolicy): Sessions {
  const cache = new Map<string, CachedSession>();
  const touchMs = touchEveryMs(policy.idleMs);
  const forgetMember = (memberId: string, keepTokenHash: string | null): void => {
    for (const [tokenHash, entry] of cache) {
      if (entry.member.memberId === memberId && tokenHash !== keepTokenHash) cache.delete(tokenHash);
    }
  };
  // Sessions other processes of the cluster ended.
  subscribe((message) => {
    if (message.kind === 'forget-sessions') for (const tokenHash of message.tokenHashes) cache.delete(tokenHash);
    else if (message.kind === 'forget-member-sessions') forgetMember(message.memberId, message.keep);
  });
  const remember = (entry: CachedSession) => {
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(entry.member.tokenHash, entry);
  };
  const fromCache = (tokenHash: string, now: number): SessionMember | null => {
    const entry = cache.get(tokenHash);
    if (!entry) return null;
    // Past the touch interval, the database is read (and last_seen_at renewed) again.
    const fresh = now - entry.cachedAt < SESSION_CACHE_MS && now < entry.expiresAt && now - entry.lastSeenAt < touchMs;
    if (!fresh) cache.delete(tokenHash);
    return fresh ? entry.member : null;
  };
  return {
    async create(tx, memberId, request, passwordChange = null) {
      const token = randomBytes(32).toString('base64url');
      const now = policy.now();
      await tx.query(
        `INSERT INTO member_session (token_hash, member_id, created_at, last_seen_at, expires_at, ip, user_agent, password_change)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7)`,
        [hashToken(token), memberId, now, new Date(now.getTime() + policy.maxMs), request.ip, String(request.headers['user-agent'] ?? '').slice(0, 200), passwordChange],
      );
      return token;
    },
    async find(token) {
      const now = policy.now();
      const tokenHash = hashToken(token);
      const cached = fromCache(tokenHash, now.getTime());
      if (cached) return cached;
      const { rows } = await db.query<SessionRow>(
        `SELECT s.member_id AS "memberId", m.is_agent AS "isAgent", m.account, s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt",
                s.password_change AS "passwordChange"
           FROM member_session s JOIN member m ON m.id = s.member_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3`,
        [tokenHash, now, new Date(now.getTime() - policy.idleMs)],
      );
      const row = rows[0];
      if (!row) return null;
      let lastSeenAt = row.lastSeenAt.getTime();
      if (now.getTime() - lastSeenAt >= touchMs) {
        // The call slides the idle deadline (never backwards; concurrent calls write once).
        await db.query('UPDATE member_session SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [tokenHash, now]);
        lastSeenAt = now.getTime();
      }
      const member: SessionMember = { memberId: row.memberId, isAgent: row.isAgent, account: row.account, tokenHash, passwordChange: row.passwordChange };
      remember({ member, expiresAt: row.expiresAt.getTime(), lastSeenAt, cachedAt: now.getTime() });
      return member;
    },
    async revoke(tokenHash) {
      cache.delete(tokenHash);
      await db.query('UPDATE member_session SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, policy.now()]);
      publish({ kind: 'forget-sessions', tokenHashes: [tokenHash] });
    },
    async passwordChanged(tx, tokenHash) {
      cache.delete(tokenHash);
      await tx.query('UPDATE member_session SET password_change = NULL WHERE token_hash = $1 AND password_change IS NOT NULL', [tokenHash]);
    },
    forget(tokenHashes) {
      for (const tokenHash of tokenHashes) cache.delete(tokenHash);
      publish({ kind: 'forget-sessions', tokenHashes: [...tokenHashes] });
    },
    forgetMember(memberId, keepTokenHash) {
      forgetMember(memberId, keepTokenHash);
      publish({ kind: 'forget-member-sessions', memberId, keep: keepTokenHash });
    },
    async revokeOthers(tx, memberId, keepTokenHash) {
      forgetMember(memberId, keepTokenHash);
      await tx.query(
        `UPDATE member_session SET revoked_at = $3
          WHERE member_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
        [memberId, keepTokenHash, policy.now()],
      );
    },
  };
}
