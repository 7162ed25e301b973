-- Issue 11: game sessions die with the login session that opened them. A game session stores the
-- SHA-256 of that login's token (member_session.token_hash), as lottery lobby sessions already do,
-- and lives minutes, renewed by the game page while the login lives. ended_at marks game and lobby
-- sessions ended on purpose (password change). Sessions from before this migration have no login
-- and are therefore dead.
ALTER TABLE game_session ADD COLUMN login_token_hash TEXT;
ALTER TABLE game_session ADD COLUMN ended_at TIMESTAMPTZ;
CREATE INDEX game_session_login_idx ON game_session (login_token_hash);

ALTER TABLE lottery_lobby_session ADD COLUMN ended_at TIMESTAMPTZ;
CREATE INDEX lottery_lobby_session_member_idx ON lottery_lobby_session (member_id);
