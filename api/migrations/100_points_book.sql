-- The points book (issue 22, spec 2 §2 points mall): points are a ledger of their own with the money
-- ledger's rules (api/src/ledger/ledger.ts): every movement a journal whose postings sum to zero, whole
-- numbers, one points account per member and house accounts for where points come from and go to,
-- stored balances changed with their postings, member accounts never below zero. Points never expire.
-- scripts/ledger-check proves this book too.

CREATE TABLE points_account (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner TEXT NOT NULL CHECK (owner IN ('member', 'house')),
  member_id TEXT,
  -- Members: POINTS. House: POINTS_ISSUED, POINTS_HOLD, POINTS_REDEEMED, POINTS_CONVERTED, POINTS_ADJUSTMENT.
  wallet TEXT NOT NULL,
  balance BIGINT NOT NULL DEFAULT 0,
  allow_negative BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (allow_negative OR balance >= 0),
  CHECK ((owner = 'member') = (member_id IS NOT NULL))
);
CREATE UNIQUE INDEX points_account_member_key ON points_account (member_id, wallet) WHERE owner = 'member';
CREATE UNIQUE INDEX points_account_house_key ON points_account (wallet) WHERE owner = 'house';

CREATE TABLE points_journal (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- earn_round, earn_lottery, redeem_hold, redeem_approved, redeem_returned, convert, adjustment
  kind TEXT NOT NULL,
  -- The round, bet, redeem or conversion behind it (R..., L..., P..., C...).
  reference TEXT NOT NULL,
  member_id TEXT,
  -- What the points details show beside the figures: the amount behind the points, the ratio, a remark.
  memo JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- At most one journal of a kind per round, bet, redeem or conversion: earned once, returned once.
CREATE UNIQUE INDEX points_journal_reference_key ON points_journal (kind, reference);
CREATE INDEX points_journal_member_idx ON points_journal (member_id, created_at, id);

CREATE TABLE points_posting (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id BIGINT NOT NULL REFERENCES points_journal (id),
  account_id BIGINT NOT NULL REFERENCES points_account (id),
  entry_type TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount <> 0),
  balance_after BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX points_posting_account_idx ON points_posting (account_id, created_at, id);
CREATE INDEX points_posting_journal_idx ON points_posting (journal_id);

-- House accounts: points are issued from POINTS_ISSUED (negative: every point ever earned), held
-- while a redeem waits for the operator, then redeemed or returned; converted points end in
-- POINTS_CONVERTED. None of hold, redeemed, converted can go negative.
INSERT INTO points_account (owner, wallet, allow_negative) VALUES
  ('house', 'POINTS_ISSUED', TRUE),
  ('house', 'POINTS_HOLD', FALSE),
  ('house', 'POINTS_REDEEMED', FALSE),
  ('house', 'POINTS_CONVERTED', FALSE),
  ('house', 'POINTS_ADJUSTMENT', TRUE);

-- The money side of a conversion: points bought back pay out of this house account.
INSERT INTO ledger_account (owner, wallet, allow_negative) VALUES ('house', 'POINTS', TRUE);
