-- The lobby's live figures (issue 27; docs/home-and-carousels.md, "Live figures"): players in each
-- game now, counted from the launch records (game_session). A member is in a game while one of their
-- sessions of it was opened or renewed within the operator's window and has not ended. Opening and
-- renewing both set expires_at = that moment + the session's life, so "opened or renewed since T" is
-- "expires_at >= T + life": one range on the index below, over live sessions only.
CREATE INDEX game_session_live_idx ON game_session (expires_at) WHERE ended_at IS NULL;

-- The operator's settings of the figures (one row; GET/PUT /admin/lobby/settings, scripts/lobby):
-- a game's count shows from `players_now_threshold` players up (fewer would advertise an empty
-- table), and a launch counts for `players_now_window_minutes` after it was opened or renewed.
CREATE TABLE lobby_setting (
  id BOOLEAN PRIMARY KEY DEFAULT true CHECK (id),
  players_now_threshold INTEGER NOT NULL DEFAULT 3 CHECK (players_now_threshold BETWEEN 1 AND 100000),
  players_now_window_minutes INTEGER NOT NULL DEFAULT 10 CHECK (players_now_window_minutes BETWEEN 1 AND 1440),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
INSERT INTO lobby_setting DEFAULT VALUES;
