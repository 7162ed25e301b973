/**
 * A play session's login liveness read in the session's own statement (loginLiveColumn) when the
 * policy can say it in SQL; asked with isAlive otherwise. The SQL itself is proved through the app in
 * play-session-lifecycle.test.ts (logout, idle login, password change) on PGlite and PostgreSQL.
 */
import type { Queryable } from '../../db/database';
import { createMemberLoginSessions, isBoundSessionAlive, loginLiveColumn, type LoginSessions } from './login-bound-sessions';

const NOW = Date.UTC(2026, 10, 27, 12);
const noDatabase: Queryable = {
  query: () => Promise.reject(new Error('no statement expected')),
  exec: () => Promise.reject(new Error('no statement expected')),
};
const row = (extra: { login_live?: boolean } = {}) => ({
  login_token_hash: 'hash',
  expires_at: new Date(NOW + 60_000),
  ended_at: null,
  ...extra,
});

describe('a play session bound to its login', () => {
  it("takes the login's liveness from the session's row when the query answered it: no statement of its own", async () => {
    const logins = createMemberLoginSessions({ idleMs: 30 * 60_000 });
    expect(await isBoundSessionAlive(noDatabase, logins, row({ login_live: true }), NOW)).toBe(true);
    expect(await isBoundSessionAlive(noDatabase, logins, row({ login_live: false }), NOW)).toBe(false);
    // Ended or expired sessions are refused before the login matters.
    expect(await isBoundSessionAlive(noDatabase, logins, { ...row({ login_live: true }), ended_at: new Date(NOW) }, NOW)).toBe(false);
    expect(await isBoundSessionAlive(noDatabase, logins, { ...row({ login_live: true }), expires_at: new Date(NOW) }, NOW)).toBe(false);
  });

  it('asks the policy when the row does not say (a stand-in policy without SQL)', async () => {
    const standIn: LoginSessions = { tokenHashOf: () => null, isAlive: async (_db, hash) => hash === 'hash' };
    expect(loginLiveColumn(standIn, 's.login_token_hash', 2, NOW)).toEqual({ sql: '', params: [] });
    expect(await isBoundSessionAlive(noDatabase, standIn, row(), NOW)).toBe(true);
  });

  it("adds the member policy's condition as a column, its parameters numbered from the one given (now, then the idle limit)", () => {
    const column = loginLiveColumn(createMemberLoginSessions({ idleMs: 60_000 }), 's.login_token_hash', 2, NOW);
    expect(column.sql).toMatch(/^, EXISTS \(SELECT 1 FROM member_session login\s+WHERE login\.token_hash = s\.login_token_hash .*\$2.*\$3.*\) AS login_live$/s);
    expect(column.params).toEqual([new Date(NOW), new Date(NOW - 60_000)]);
    expect(loginLiveColumn(createMemberLoginSessions({ idleMs: null }), 'h', 4, NOW).params).toEqual([new Date(NOW), null]);
  });
});
