-- The cashier: payment channels, deposit orders (credited once, by the gateway's signed callback
-- or the operator), bound withdrawal accounts, withdrawal orders (held, then paid or returned,
-- then confirmed by the player with optional proof images) and bonuses with a turnover requirement.

CREATE TABLE payment_channel (
  id TEXT PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{2,32}$'),
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'ewallet', 'gateway')),
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  min_amount NUMERIC(18,2) NOT NULL CHECK (min_amount > 0),
  max_amount NUMERIC(18,2) NOT NULL CHECK (max_amount >= min_amount),
  -- The player's fee: a percentage of the amount plus a fixed part.
  fee_percent NUMERIC(5,2) NOT NULL DEFAULT 0 CHECK (fee_percent >= 0 AND fee_percent < 100),
  fee_fixed NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  instructions_es TEXT NOT NULL,
  instructions_en TEXT NOT NULL,
  bank_name TEXT,
  bank_account_name TEXT,
  bank_account_no TEXT,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  CHECK (kind <> 'bank' OR (bank_name IS NOT NULL AND bank_account_name IS NOT NULL AND bank_account_no IS NOT NULL))
);

CREATE SEQUENCE cashier_order_seq;

CREATE TABLE deposit_order (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id),
  channel_id TEXT NOT NULL REFERENCES payment_channel (id),
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  fee NUMERIC(18,2) NOT NULL CHECK (fee >= 0 AND fee < amount),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'failed')),
  failure_reason TEXT,
  gateway_ref TEXT,
  journal_id BIGINT REFERENCES ledger_journal (id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((status = 'credited') = (journal_id IS NOT NULL))
);
CREATE INDEX deposit_order_member_idx ON deposit_order (member_id, created_at DESC);
CREATE INDEX deposit_order_pending_idx ON deposit_order (created_at) WHERE status = 'pending';

CREATE TABLE withdraw_account (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id),
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'ewallet')),
  provider TEXT NOT NULL,
  account_no TEXT NOT NULL CHECK (account_no ~ '^[0-9]{6,30}$'),
  holder_name TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, kind, account_no)
);

CREATE TABLE withdrawal_order (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id),
  account_id BIGINT NOT NULL REFERENCES withdraw_account (id),
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reject_reason TEXT,
  decided_at TIMESTAMPTZ,
  decided_by TEXT,
  -- Approved orders: the player answers before this, or it counts as received.
  confirm_by TIMESTAMPTZ,
  receipt TEXT CHECK (receipt IN ('received', 'partlyReceived', 'notReceived')),
  received_amount NUMERIC(18,2) CHECK (received_amount >= 0),
  receipt_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (receipt IS NULL OR status = 'approved')
);
CREATE INDEX withdrawal_order_member_idx ON withdrawal_order (member_id, created_at DESC);
CREATE INDEX withdrawal_order_pending_idx ON withdrawal_order (created_at) WHERE status = 'pending';

CREATE TABLE withdrawal_proof (
  order_id TEXT NOT NULL REFERENCES withdrawal_order (id),
  position SMALLINT NOT NULL CHECK (position BETWEEN 1 AND 3),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data BYTEA NOT NULL,
  PRIMARY KEY (order_id, position)
);

-- A bonus credited to a member, with the turnover (valid bets since it was granted) it asks for
-- before a withdrawal. active until the turnover is met.
CREATE TABLE member_bonus (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id),
  name TEXT NOT NULL,
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  turnover_required NUMERIC(18,2) NOT NULL CHECK (turnover_required >= 0),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'cancelled')),
  journal_id BIGINT REFERENCES ledger_journal (id),
  granted_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX member_bonus_member_idx ON member_bonus (member_id, granted_at DESC);
