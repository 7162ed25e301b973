-- Lottery: the games, their draws (opened, locked and settled by the API's draw scheduler) and the
-- lotteries each member launched. Valid on PostgreSQL 15 and PGlite (PG 18).

CREATE TABLE lottery_game (
  game_id TEXT PRIMARY KEY,
  game_code TEXT NOT NULL UNIQUE,
  vendor TEXT NOT NULL,
  -- The menu tab it belongs to (SOUTH, CENTRAL, NORTH, FAST).
  menu_tag TEXT NOT NULL,
  -- Display names by language: {"es": "...", "en": "..."}.
  names JSONB NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  prize_modes TEXT[] NOT NULL,
  -- regional: on draw_days at draw_local_time in time_zone; fast: every interval_seconds.
  kind TEXT NOT NULL CHECK (kind IN ('regional', 'fast')),
  -- 1..7, Sunday 1 (the API's drawDayOfWeek); every day for fast lotteries.
  draw_days SMALLINT[] NOT NULL,
  draw_local_time TEXT CHECK (draw_local_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone TEXT NOT NULL,
  interval_seconds INTEGER CHECK (interval_seconds > 0),
  -- Bets close this long before the draw.
  lock_seconds INTEGER NOT NULL CHECK (lock_seconds >= 0),
  digits SMALLINT NOT NULL CHECK (digits BETWEEN 1 AND 12),
  hot BOOLEAN NOT NULL DEFAULT FALSE,
  -- Base popularity; launches add to it.
  popularity INTEGER NOT NULL DEFAULT 0,
  launch_count INTEGER NOT NULL DEFAULT 0,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  CHECK (
    (kind = 'regional' AND draw_local_time IS NOT NULL AND interval_seconds IS NULL AND cardinality(draw_days) > 0)
    OR (kind = 'fast' AND interval_seconds IS NOT NULL AND draw_local_time IS NULL)
  ),
  CHECK (interval_seconds IS NULL OR lock_seconds < interval_seconds)
);

-- One row per draw. status: open (bets taken) -> locked (lock time passed) -> settled (drawn).
CREATE TABLE lottery_draw (
  draw_id BIGSERIAL PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES lottery_game (game_id),
  numero TEXT NOT NULL,
  draw_time TIMESTAMPTZ NOT NULL,
  lock_time TIMESTAMPTZ NOT NULL CHECK (lock_time <= draw_time),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'locked', 'settled')),
  winning_number TEXT CHECK (winning_number ~ '^[0-9]+$'),
  opened_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ,
  CHECK ((status = 'settled') = (winning_number IS NOT NULL)),
  -- A restart or a second process can never invent a draw twice.
  UNIQUE (game_id, draw_time),
  UNIQUE (game_id, numero)
);
-- At most one draw waiting per game: the next one opens only when the current one is settled.
CREATE UNIQUE INDEX lottery_draw_one_pending_idx ON lottery_draw (game_id) WHERE status <> 'settled';
CREATE INDEX lottery_draw_settled_idx ON lottery_draw (game_id, draw_time DESC) WHERE status = 'settled';
CREATE INDEX lottery_draw_settled_time_idx ON lottery_draw (draw_time DESC) WHERE status = 'settled';

-- The lotteries a member launched, latest first (recent list); member ids come from the session.
CREATE TABLE lottery_recent (
  member_id TEXT NOT NULL,
  game_id TEXT NOT NULL REFERENCES lottery_game (game_id),
  launched_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX lottery_recent_member_idx ON lottery_recent (member_id, launched_at DESC);
