-- Manual rebate (docs/rebate-and-bonus.md): the operator's rate per game type, the minimum claim and
-- the settling margin (site_setting 'rebate'), and each claim with the period of bets it paid for.
-- A claim's money comes from the BONUS house account (journal kind 'rebate', entry type 'rebate').

CREATE TABLE rebate_rate (
  -- A game type of the catalogue (game.game_type) or LOTTERY (lottery bets).
  game_type TEXT PRIMARY KEY CHECK (game_type ~ '^[A-Z]{2,16}$'),
  -- Percent of the valid bets: 0.800 is 0.8 %.
  rate_percent NUMERIC(6,3) NOT NULL CHECK (rate_percent >= 0 AND rate_percent <= 10),
  sort_order INTEGER NOT NULL DEFAULT 0
);

INSERT INTO rebate_rate (game_type, rate_percent, sort_order) VALUES
  ('RNG', 0.800, 1),
  ('LIVE', 0.500, 2),
  ('FISH', 0.600, 3),
  ('PVP', 0.500, 4),
  ('SPORTS', 0.500, 5),
  ('ESPORTS', 0.500, 6),
  ('ELOTT', 0.500, 7),
  ('LOTT', 0.500, 8),
  ('LOTTERY', 0.500, 9),
  ('COCKFIGHT', 0.300, 10);

-- minClaim: the smallest total a claim pays; settleSeconds: bets younger than this wait for the next
-- claim (a bet's time is its transaction's start, so one still committing is never skipped).
INSERT INTO site_setting (key, value) VALUES ('rebate', '{"minClaim": "1.00", "settleSeconds": 10}'::jsonb)
  ON CONFLICT (key) DO NOTHING;

CREATE TABLE rebate_claim (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id),
  -- The bets paid for: created_at in [period_from, period_to). The next claim starts at period_to.
  period_from TIMESTAMPTZ NOT NULL,
  period_to TIMESTAMPTZ NOT NULL CHECK (period_to > period_from),
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  -- [{gameType, validBets, ratePercent, rebate}] as computed when claimed.
  lines JSONB NOT NULL,
  journal_id BIGINT NOT NULL REFERENCES ledger_journal (id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Two claims can never start at the same instant: the same bets never pay twice.
  UNIQUE (member_id, period_from)
);
CREATE INDEX rebate_claim_member_idx ON rebate_claim (member_id, period_to DESC);
