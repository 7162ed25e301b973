-- Lottery betting (issue 10): each settled draw's prize sheet, the operator's play types and odds,
-- lobby sessions (opened by a launch, bound to the member's login session) and the bets, settled
-- once when their draw is drawn. Valid on PostgreSQL 15 and PGlite.

-- The prize sheet, special prize first (see api/src/features/lottery/prize-sheet.ts). Draws settled
-- before this migration keep their winning number as a sheet of one.
ALTER TABLE lottery_draw ADD COLUMN prize_numbers TEXT[];
UPDATE lottery_draw SET prize_numbers = ARRAY[winning_number] WHERE status = 'settled';
ALTER TABLE lottery_draw ADD CONSTRAINT lottery_draw_sheet_check CHECK ((status = 'settled') = (prize_numbers IS NOT NULL));

-- The operator's odds per play type. scope: a lottery kind ('regional', 'fast') or one lottery's
-- game_id, which overrides its kind's row (the north's 27-number sheet pays bao lo lower).
CREATE TABLE lottery_play_type (
  scope TEXT NOT NULL,
  play_type TEXT NOT NULL CHECK (play_type IN ('BAO_LO_2', 'BAO_LO_3', 'DE', 'XIEN_2', 'BIG_SMALL', 'ODD_EVEN', 'SUM')),
  -- What one winning unit pays per 1.00 staked.
  odds NUMERIC(12,2) NOT NULL CHECK (odds > 0),
  min_stake NUMERIC(18,2) NOT NULL CHECK (min_stake > 0),
  max_stake NUMERIC(18,2) NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, play_type),
  CHECK (max_stake >= min_stake)
);

-- A launch's lobby session: only the SHA-256 of its token is kept. It lives while the member's
-- login session does (login_token_hash = member_session.token_hash) and until expires_at.
CREATE TABLE lottery_lobby_session (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL,
  login_token_hash TEXT NOT NULL,
  prize_mode TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX lottery_lobby_session_login_idx ON lottery_lobby_session (login_token_hash);

CREATE TABLE lottery_bet (
  bet_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL,
  draw_id BIGINT NOT NULL REFERENCES lottery_draw (draw_id),
  game_id TEXT NOT NULL REFERENCES lottery_game (game_id),
  play_type TEXT NOT NULL,
  picks TEXT[] NOT NULL CHECK (cardinality(picks) BETWEEN 1 AND 100),
  stake_per_number NUMERIC(18,2) NOT NULL CHECK (stake_per_number > 0),
  total_stake NUMERIC(18,2) NOT NULL CHECK (total_stake > 0),
  -- The odds when the bet was taken: settlement pays these.
  odds NUMERIC(12,2) NOT NULL,
  potential_win NUMERIC(18,2) NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  payout NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (payout >= 0),
  idempotency_key TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ,
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK (status = 'won' OR payout = 0),
  -- Besides runIdempotent: a key never takes two stakes.
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX lottery_bet_open_idx ON lottery_bet (draw_id, bet_id) WHERE status = 'open';
CREATE INDEX lottery_bet_member_idx ON lottery_bet (member_id, created_at DESC);
CREATE INDEX lottery_bet_member_game_idx ON lottery_bet (member_id, game_id, bet_id DESC);
