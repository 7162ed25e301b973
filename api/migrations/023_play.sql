-- Playing: vendor wallets and transfers (when the merchant wallet is not single), launch sessions
-- of the demo game, and every round as a bet with its result. Idempotency keys are unique per
-- member, so a retried request finds its first result instead of running again.

CREATE TABLE vendor_wallet (
  member_id TEXT NOT NULL,
  vassalage TEXT NOT NULL REFERENCES game_vendor (vassalage),
  balance NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (member_id, vassalage)
);

CREATE TABLE wallet_transfer (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  -- 'MAIN' or a vassalage.
  from_wallet TEXT NOT NULL,
  to_wallet TEXT NOT NULL CHECK (to_wallet <> from_wallet),
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, idempotency_key)
);

-- A launch: the page URL carries the token; only its SHA-256 is stored.
CREATE TABLE game_session (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  member_id TEXT NOT NULL,
  game_id INTEGER NOT NULL REFERENCES game (id),
  room_id TEXT,
  min_bet NUMERIC(12,2) NOT NULL CHECK (min_bet > 0),
  max_bet NUMERIC(12,2) NOT NULL CHECK (max_bet >= min_bet),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX game_session_member_idx ON game_session (member_id, created_at DESC);

-- One round of a game: stake, payout and the balance after it (the betting record).
CREATE TABLE game_bet (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL,
  game_id INTEGER NOT NULL REFERENCES game (id),
  session_id BIGINT NOT NULL REFERENCES game_session (id),
  idempotency_key TEXT NOT NULL,
  -- 'MAIN' or the vassalage of the vendor wallet that paid.
  wallet TEXT NOT NULL,
  bet_amount NUMERIC(18,2) NOT NULL CHECK (bet_amount > 0),
  win_amount NUMERIC(18,2) NOT NULL CHECK (win_amount >= 0),
  balance_after NUMERIC(18,2) NOT NULL CHECK (balance_after >= 0),
  outcome JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX game_bet_member_idx ON game_bet (member_id, created_at DESC);
