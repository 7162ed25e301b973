-- Issue 26, hole 1: a login hand-off code dies with the session that minted it. Each code stores the
-- SHA-256 of the minting login's token (member_session.token_hash) and the member's
-- password_changed_at at minting; the redeem checks that this session is still live (not logged
-- out, not revoked by a password change or "log out the other devices", not expired, not idle) and
-- that the password has not changed since (docs/security.md, "Login hand-off codes"). Codes from
-- before this migration have neither and live at most 120 s: they are dropped.
DELETE FROM login_code;
ALTER TABLE login_code ADD COLUMN session_token_hash TEXT NOT NULL REFERENCES member_session (token_hash) ON DELETE CASCADE;
ALTER TABLE login_code ADD COLUMN password_changed_at TIMESTAMPTZ NOT NULL;
CREATE INDEX login_code_session_idx ON login_code (session_token_hash);
