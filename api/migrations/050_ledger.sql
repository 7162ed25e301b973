-- The double-entry ledger (api/src/ledger): every money movement is a journal whose postings sum
-- to zero. An account is a member's wallet (MAIN or a vendor's vassalage) or a house account. Each
-- account's balance is a stored figure updated in the same transaction as its postings
-- (scripts/ledger-check proves they agree); member accounts never go negative.
-- Idempotency keys of money calls (IETF Idempotency-Key header) live here too.

CREATE TABLE ledger_account (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner TEXT NOT NULL CHECK (owner IN ('member', 'house')),
  member_id TEXT,
  -- Members: MAIN or a vassalage. House: BANK, WITHDRAWAL_HOLD, GAME, LOTTERY, BONUS, FEES, OPENING, ADJUSTMENT.
  wallet TEXT NOT NULL,
  balance NUMERIC(18,2) NOT NULL DEFAULT 0,
  allow_negative BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (allow_negative OR balance >= 0),
  CHECK ((owner = 'member') = (member_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_account_member_key ON ledger_account (member_id, wallet) WHERE owner = 'member';
CREATE UNIQUE INDEX ledger_account_house_key ON ledger_account (wallet) WHERE owner = 'house';

CREATE TABLE ledger_journal (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- deposit, withdrawal_hold, withdrawal_paid, withdrawal_returned, wallet_transfer, game_round,
  -- upline_transfer, bonus, rebate, adjustment, opening ...
  kind TEXT NOT NULL,
  -- The order, round or transfer behind it (D..., W..., R..., T...).
  reference TEXT NOT NULL,
  member_id TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ledger_journal_reference_idx ON ledger_journal (reference);

CREATE TABLE ledger_posting (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id BIGINT NOT NULL REFERENCES ledger_journal (id),
  account_id BIGINT NOT NULL REFERENCES ledger_account (id),
  -- The line's type in the account record (deposit, withdrawal, bet, win, transferIn ...).
  entry_type TEXT NOT NULL,
  amount NUMERIC(18,2) NOT NULL CHECK (amount <> 0),
  balance_after NUMERIC(18,2) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ledger_posting_account_idx ON ledger_posting (account_id, created_at, id);
CREATE INDEX ledger_posting_journal_idx ON ledger_posting (journal_id);

-- House accounts. Only the withdrawal hold can never go negative (it holds what members asked for).
INSERT INTO ledger_account (owner, wallet, allow_negative) VALUES
  ('house', 'BANK', TRUE),
  ('house', 'WITHDRAWAL_HOLD', FALSE),
  ('house', 'GAME', TRUE),
  ('house', 'LOTTERY', TRUE),
  ('house', 'BONUS', TRUE),
  ('house', 'FEES', TRUE),
  ('house', 'OPENING', TRUE),
  ('house', 'ADJUSTMENT', TRUE);

-- Existing wallets become member accounts (balances set from the postings below).
INSERT INTO ledger_account (owner, member_id, wallet) SELECT 'member', member_id, 'MAIN' FROM wallets;
INSERT INTO ledger_account (owner, member_id, wallet) SELECT 'member', member_id, vassalage FROM vendor_wallet;

-- History before the ledger: game rounds and wallet transfers, as signed movements per wallet.
CREATE TEMPORARY TABLE ledger_history ON COMMIT DROP AS
  SELECT 'R' || b.id AS reference, 'game_round' AS kind, b.member_id, b.wallet, 'bet' AS entry_type, -b.bet_amount AS amount, b.created_at, 1 AS leg
    FROM game_bet b
  UNION ALL
  SELECT 'R' || b.id, 'game_round', b.member_id, b.wallet, 'win', b.win_amount, b.created_at, 2
    FROM game_bet b WHERE b.win_amount > 0
  UNION ALL
  SELECT 'T' || t.id, 'wallet_transfer', t.member_id, t.from_wallet, 'transferOut', -t.amount, t.created_at, 1
    FROM wallet_transfer t
  UNION ALL
  SELECT 'T' || t.id, 'wallet_transfer', t.member_id, t.to_wallet, 'transferIn', t.amount, t.created_at, 2
    FROM wallet_transfer t;

-- An opening journal per member wallet: its balance before the history, so that opening plus
-- history is today's balance exactly. Dated before the wallet's first movement.
CREATE TEMPORARY TABLE ledger_opening ON COMMIT DROP AS
  SELECT a.id AS account_id, a.member_id,
         w.balance - coalesce((SELECT sum(h.amount) FROM ledger_history h WHERE h.member_id = a.member_id AND h.wallet = a.wallet), 0) AS amount,
         coalesce((SELECT min(h.created_at) FROM ledger_history h WHERE h.member_id = a.member_id AND h.wallet = a.wallet) - interval '1 second', now()) AS created_at
    FROM ledger_account a
    JOIN (SELECT member_id, 'MAIN' AS wallet, balance FROM wallets
          UNION ALL SELECT member_id, vassalage, balance FROM vendor_wallet) w
      ON w.member_id = a.member_id AND w.wallet = a.wallet
   WHERE a.owner = 'member';

INSERT INTO ledger_journal (kind, reference, member_id, created_at)
  SELECT 'opening', 'O' || account_id, member_id, created_at FROM ledger_opening WHERE amount <> 0 ORDER BY created_at, account_id;
INSERT INTO ledger_posting (journal_id, account_id, entry_type, amount, balance_after, created_at)
  SELECT j.id, o.account_id, 'adjustment', o.amount, 0, o.created_at
    FROM ledger_opening o JOIN ledger_journal j ON j.reference = 'O' || o.account_id AND j.kind = 'opening' WHERE o.amount <> 0;
INSERT INTO ledger_posting (journal_id, account_id, entry_type, amount, balance_after, created_at)
  SELECT j.id, (SELECT id FROM ledger_account WHERE owner = 'house' AND wallet = 'OPENING'), 'adjustment', -o.amount, 0, o.created_at
    FROM ledger_opening o JOIN ledger_journal j ON j.reference = 'O' || o.account_id AND j.kind = 'opening' WHERE o.amount <> 0;

INSERT INTO ledger_journal (kind, reference, member_id, created_at)
  SELECT DISTINCT kind, reference, member_id, created_at FROM ledger_history ORDER BY created_at, reference;
INSERT INTO ledger_posting (journal_id, account_id, entry_type, amount, balance_after, created_at)
  SELECT j.id, a.id, h.entry_type, h.amount, 0, h.created_at
    FROM ledger_history h
    JOIN ledger_journal j ON j.reference = h.reference AND j.kind = h.kind
    JOIN ledger_account a ON a.owner = 'member' AND a.member_id = h.member_id AND a.wallet = h.wallet
   WHERE h.amount <> 0
   ORDER BY h.created_at, h.reference, h.leg;
-- A game round's other side is the game house.
INSERT INTO ledger_posting (journal_id, account_id, entry_type, amount, balance_after, created_at)
  SELECT j.id, (SELECT id FROM ledger_account WHERE owner = 'house' AND wallet = 'GAME'), h.entry_type, -h.amount, 0, h.created_at
    FROM ledger_history h JOIN ledger_journal j ON j.reference = h.reference AND j.kind = h.kind
   WHERE h.kind = 'game_round' AND h.amount <> 0
   ORDER BY h.created_at, h.reference, h.leg;

-- Balance after each posting and each account's balance: running sums in id order (the order in
-- which an account's postings are written, from the opening on).
UPDATE ledger_posting p SET balance_after = r.running
  FROM (SELECT id, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM ledger_posting) r
 WHERE r.id = p.id;
UPDATE ledger_account a SET balance = s.total
  FROM (SELECT account_id, sum(amount) AS total FROM ledger_posting GROUP BY account_id) s
 WHERE s.account_id = a.id;

-- The old balance tables become read-only views of the ledger's member accounts.
DROP TABLE wallets;
DROP TABLE vendor_wallet;
CREATE VIEW wallets AS
  SELECT member_id, balance FROM ledger_account WHERE owner = 'member' AND wallet = 'MAIN';
CREATE VIEW vendor_wallet AS
  SELECT member_id, wallet AS vassalage, balance FROM ledger_account WHERE owner = 'member' AND wallet <> 'MAIN';

CREATE TABLE idempotency_request (
  -- Whose key: a member id, or 'gateway' for the payment gateway.
  scope TEXT NOT NULL,
  idem_key TEXT NOT NULL,
  -- 'POST /wps/cashier/withdraw': a key belongs to one operation.
  operation TEXT NOT NULL,
  -- SHA-256 of the canonical request payload.
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  -- The first answer's value, replayed for a repeated request.
  response JSONB,
  -- A pending key whose process died is taken over after this.
  locked_until TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, idem_key)
);
