-- Issue 26, hole 2: wrong passwords counted per member in the database (every API process and
-- restart sees the same count), for the payment password (withdrawal, transfer to the upline,
-- changing it) and for the login password's change form. 5 failures within 15 minutes lock that
-- kind of action of the member for 30 minutes (docs/security.md, "Password attempt locks").
--
-- One row per member and kind, taken FOR UPDATE by every attempt: an attempt is reserved (pending)
-- before its password is checked and settled after, so parallel guesses cannot slip past the limit.
CREATE TABLE password_guard (
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'login')),
  -- Times (epoch ms) of the failures still inside the window, oldest first; emptied by a right
  -- password and when a lock starts.
  failures JSONB NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(failures) = 'array'),
  -- Attempts reserved and not yet settled, and when the last one was reserved (a reservation older
  -- than a minute is a process that died mid-check: it no longer counts).
  pending INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0),
  reserved_at TIMESTAMPTZ,
  locked_at TIMESTAMPTZ,
  locked_until TIMESTAMPTZ,
  -- The operator who lifted the last lock early (scripts/cashier unlock), and when.
  unlocked_at TIMESTAMPTZ,
  unlocked_by TEXT,
  PRIMARY KEY (member_id, kind)
);
CREATE INDEX password_guard_locked_idx ON password_guard (locked_until) WHERE locked_until IS NOT NULL;
