-- Issue 23: a member registered by its agent (POST /wps/agent/team/register) gets an initial password
-- from the agent and must change it at its first password login: startSession then holds the session
-- to the change (reason 'expired', like a mailed temporary password; session/password-change-gate.ts).
-- Any password change or reset clears the flag (member-repository.ts setPassword).
ALTER TABLE member ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT FALSE;
