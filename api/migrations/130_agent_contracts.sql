-- Agent contracts (issue 23, spec 2 §3, §4, §7): an agent offers a direct downline a dividend, daily,
-- hourly or real-time salary contract with tiers (a threshold on the period's valid bet and active
-- members, and a rate in percent). pending -> signed -> terminationPending -> terminated, or rejected.
-- The downline (the contract's payee, an agent of its own team) is paid per period on its team's
-- figures; a settlement row per (contract, period) is claimed in the paying transaction, so a
-- period is paid once (restarts, two API processes).

CREATE TABLE agent_contract (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_type TEXT NOT NULL CHECK (contract_type IN ('dividend', 'daily', 'hourly', 'realtime')),
  -- The offering agent and its direct downline (member.upline_id = agent_id when offered).
  agent_id TEXT NOT NULL REFERENCES member (id),
  downline_id TEXT NOT NULL REFERENCES member (id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed', 'terminationPending', 'terminated', 'rejected')),
  -- [{ "validBet": "1000.00", "activeMembers": 1, "rate": "0.50" }] ascending; rate in percent.
  tiers JSONB NOT NULL,
  -- The highest tier's rate (the lower-rate rule compares it).
  top_rate NUMERIC(5,2) NOT NULL CHECK (top_rate > 0 AND top_rate <= 100),
  -- fiveMinutes (realtime), hourly, daily, or the dividend's weekly / semimonthly / monthly.
  period_type TEXT NOT NULL CHECK (period_type IN ('fiveMinutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
  termination_requested_by TEXT REFERENCES member (id),
  -- Why it ended: rejected, terminated (both agreed), replaced (a newer contract was signed), lowerRate.
  end_reason TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  signed_at TIMESTAMPTZ,
  ended_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL,
  CHECK (agent_id <> downline_id),
  CHECK ((status IN ('signed', 'terminationPending')) <= (signed_at IS NOT NULL))
);
-- One open offer and one contract in force per downline and type.
CREATE UNIQUE INDEX agent_contract_pending_key ON agent_contract (downline_id, contract_type) WHERE status = 'pending';
CREATE UNIQUE INDEX agent_contract_signed_key ON agent_contract (downline_id, contract_type) WHERE status IN ('signed', 'terminationPending');
CREATE INDEX agent_contract_agent_idx ON agent_contract (agent_id, contract_type, status);
CREATE INDEX agent_contract_type_idx ON agent_contract (contract_type, signed_at);

CREATE TABLE agent_contract_settlement (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id BIGINT NOT NULL REFERENCES agent_contract (id),
  contract_type TEXT NOT NULL,
  -- The period's key (settlement-periods.ts): 2026-01-31T09:05, 2026-01-31T09, 2026-01-31, W2026-01-26, 2026-01-H2, 2026-01.
  period TEXT NOT NULL,
  period_start TIMESTAMPTZ NOT NULL,
  period_end TIMESTAMPTZ NOT NULL,
  payee_id TEXT NOT NULL REFERENCES member (id),
  team_size INTEGER NOT NULL,
  active_members INTEGER NOT NULL,
  valid_bet NUMERIC(18,2) NOT NULL,
  -- The team's result, players' side: payouts minus stakes (negative: the team lost).
  profit_loss NUMERIC(18,2) NOT NULL,
  -- The tier that applied (0 and no tier when no threshold was reached).
  rate NUMERIC(5,2) NOT NULL,
  amount NUMERIC(18,2) NOT NULL CHECK (amount >= 0),
  journal_id BIGINT REFERENCES ledger_journal (id),
  -- 'scheduler' or the operator's admin account.
  settled_by TEXT NOT NULL,
  settled_at TIMESTAMPTZ NOT NULL,
  UNIQUE (contract_id, period),
  CHECK ((amount > 0) = (journal_id IS NOT NULL))
);
CREATE INDEX agent_contract_settlement_payee_idx ON agent_contract_settlement (payee_id, period_start DESC);
CREATE INDEX agent_contract_settlement_period_idx ON agent_contract_settlement (contract_type, period);

-- Belt and braces: one ledger journal per contract and period.
CREATE UNIQUE INDEX ledger_journal_agent_contract_key ON ledger_journal (reference) WHERE kind IN ('agent_salary', 'agent_dividend');

-- Team figures read game rounds and settled lottery bets by time.
CREATE INDEX IF NOT EXISTS game_bet_created_idx ON game_bet (created_at);
CREATE INDEX IF NOT EXISTS lottery_bet_settled_idx ON lottery_bet (settled_at) WHERE status <> 'open';
