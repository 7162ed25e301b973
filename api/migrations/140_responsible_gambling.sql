-- Safer gambling (issue 24; docs/safer-gambling.md): deposit, loss and wager limits per rolling window,
-- the reality check's interval, time-outs and self-exclusions, and every move a limit refused.
-- Limits are checked inside the transaction of the move they limit, under a per-member advisory lock
-- (responsible/enforcement.ts), so parallel moves never pass a limit together.

-- One row per limit in force (no row: no limit). An increase or a removal waits LIMIT_COOLING_OFF_HOURS
-- (pending_*), then needs the player's confirmation. operator_amount: a ceiling the operator set; the
-- player may go below it, never above it, and cannot remove the limit while it is there.
CREATE TABLE responsible_limit (
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  -- day: the last 24 hours, week: 7 days, month: 30 days (rolling).
  limit_window TEXT NOT NULL CHECK (limit_window IN ('day', 'week', 'month')),
  amount NUMERIC(18,2) NOT NULL CHECK (amount >= 0),
  set_by TEXT NOT NULL CHECK (set_by IN ('player', 'operator')),
  set_at TIMESTAMPTZ NOT NULL,
  operator_amount NUMERIC(18,2) CHECK (operator_amount >= 0),
  -- The admin account that set operator_amount.
  operator_name TEXT,
  pending_change TEXT CHECK (pending_change IN ('increase', 'removal')),
  pending_amount NUMERIC(18,2) CHECK (pending_amount >= 0),
  pending_at TIMESTAMPTZ,
  confirmable_at TIMESTAMPTZ,
  PRIMARY KEY (member_id, kind, limit_window),
  CHECK ((pending_change IS NULL) = (confirmable_at IS NULL)),
  CHECK ((pending_change IS NULL) = (pending_at IS NULL)),
  CHECK ((pending_change IS NOT DISTINCT FROM 'increase') = (pending_amount IS NOT NULL)),
  CHECK ((operator_amount IS NULL) = (operator_name IS NULL))
);
CREATE INDEX responsible_limit_pending_idx ON responsible_limit (confirmable_at) WHERE pending_change IS NOT NULL;

-- Minutes between reality checks (0: off).
CREATE TABLE responsible_setting (
  member_id TEXT PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  reality_check_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_check_minutes >= 0),
  updated_at TIMESTAMPTZ NOT NULL
);

-- Time-outs and self-exclusions. The member's current one is the row not superseded; a longer one
-- supersedes it, nothing shortens it (there is no statement that lowers ends_at). A self-exclusion
-- keeps the account closed after ends_at until the player asks to return and opens_at (24 h later) passes.
CREATE TABLE responsible_exclusion (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
  period TEXT NOT NULL CHECK (period IN ('24h', '7d', '30d', '6w', '6m', '1y', '2y', '5y')),
  started_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL,
  superseded_at TIMESTAMPTZ,
  return_requested_at TIMESTAMPTZ,
  opens_at TIMESTAMPTZ,
  CHECK (ends_at > started_at),
  CHECK ((return_requested_at IS NULL) = (opens_at IS NULL)),
  CHECK (return_requested_at IS NULL OR kind = 'selfExclusion'),
  CHECK ((kind = 'timeOut') = (period IN ('24h', '7d', '30d', '6w')))
);
CREATE UNIQUE INDEX responsible_exclusion_current_key ON responsible_exclusion (member_id) WHERE superseded_at IS NULL;

-- Every move a limit refused (the refusal's own transaction rolled back; this row is written after it).
CREATE TABLE responsible_refusal (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  limit_window TEXT NOT NULL CHECK (limit_window IN ('day', 'week', 'month')),
  limit_amount NUMERIC(18,2) NOT NULL,
  used NUMERIC(18,2) NOT NULL,
  attempted NUMERIC(18,2) NOT NULL,
  -- deposit, gameRound, lotteryBet, walletTransfer.
  path TEXT NOT NULL,
  frees_at TIMESTAMPTZ,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX responsible_refusal_member_idx ON responsible_refusal (member_id, id DESC);
