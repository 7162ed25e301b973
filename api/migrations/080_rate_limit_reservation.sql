-- Attempts counted before the work (issue 11, docs/security.md "Login attempts, lockout and idle
-- timeout"): a login or a registration reserves its event first, as a pending row, and then
-- settles it (a failure: it stays counted) or releases it (not a failure: the row is removed).
-- The id names a reservation's own rows; a success clears the settled failures of its bucket
-- without removing the pending rows of attempts still being checked.
ALTER TABLE rate_limit_event ADD COLUMN id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
ALTER TABLE rate_limit_event ADD COLUMN pending BOOLEAN NOT NULL DEFAULT FALSE;
