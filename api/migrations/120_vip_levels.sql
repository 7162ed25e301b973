-- VIP levels from real activity (issue 22). vip_rank (064) gains the deposits threshold and the
-- upgrade and birthday bonuses; the thresholds count over the operator's period (site_setting 'vip':
-- month, quarter, year or lifetime; UTC periods like the missions' days). vip_progress holds each
-- member's turnover and deposits of a period, added to by the activity handler in the same
-- transaction as the round, settled lottery bet or credited deposit
-- (api/src/features/rank/vip-activity.ts); crossing a level's thresholds upgrades the member there
-- and then, records the upgrade (vip_upgrade, one row per member and level ever) and pays the
-- level's upgrade bonus once (journal kind vip_upgrade, reference unique per member and level).

ALTER TABLE vip_rank ADD COLUMN deposit_required NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (deposit_required >= 0);
ALTER TABLE vip_rank ADD COLUMN upgrade_bonus NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0);
ALTER TABLE vip_rank ADD COLUMN birthday_bonus NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0);
ALTER TABLE vip_rank ADD CONSTRAINT vip_rank_level_zero_check CHECK (level > 0 OR (deposit_required = 0 AND upgrade_bonus = 0));

UPDATE vip_rank SET deposit_required = v.deposit_required, upgrade_bonus = v.upgrade_bonus, birthday_bonus = v.birthday_bonus
  FROM (VALUES
    (1, 100.00, 10.00, 0.00),
    (2, 1000.00, 50.00, 20.00),
    (3, 5000.00, 150.00, 50.00),
    (4, 20000.00, 500.00, 100.00),
    (5, 50000.00, 1500.00, 300.00),
    (6, 200000.00, 5000.00, 1000.00)
  ) AS v(level, deposit_required, upgrade_bonus, birthday_bonus)
 WHERE vip_rank.level = v.level;

CREATE TABLE vip_progress (
  member_id TEXT NOT NULL REFERENCES member (id),
  -- First day of the period (UTC); 1970-01-01 for the lifetime period.
  period_start DATE NOT NULL,
  -- Valid bets: rounds played and settled lottery stakes.
  turnover NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (turnover >= 0),
  -- Deposits credited.
  deposits NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (deposits >= 0),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, period_start)
);

CREATE TABLE vip_upgrade (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id),
  from_level INTEGER NOT NULL CHECK (from_level >= 0),
  level INTEGER NOT NULL CHECK (level > from_level),
  -- The level's upgrade bonus when it was reached (0: nothing paid, no journal).
  bonus NUMERIC(18,2) NOT NULL CHECK (bonus >= 0),
  journal_id BIGINT REFERENCES ledger_journal (id),
  -- What crossed the threshold: round, lotteryBetSettled or deposit.
  cause TEXT NOT NULL CHECK (cause IN ('round', 'lotteryBetSettled', 'deposit')),
  period_start DATE NOT NULL,
  turnover NUMERIC(18,2) NOT NULL,
  deposits NUMERIC(18,2) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((bonus > 0) = (journal_id IS NOT NULL)),
  UNIQUE (member_id, level)
);
CREATE INDEX vip_upgrade_member_idx ON vip_upgrade (member_id, created_at DESC, id DESC);

-- The ledger's own guard: one upgrade-bonus journal per member and level, whatever the code does.
CREATE UNIQUE INDEX ledger_journal_vip_upgrade_key ON ledger_journal (reference) WHERE kind = 'vip_upgrade';

-- The rank list (GCSGAME_getRankList) reads a period of rounds.
CREATE INDEX game_bet_created_at_idx ON game_bet (created_at);

INSERT INTO site_setting (key, value) VALUES ('vip', '{"period": "month"}') ON CONFLICT (key) DO NOTHING;

-- This month's real activity before the handler existed, so progress starts from what was played.
INSERT INTO vip_progress (member_id, period_start, turnover, deposits)
SELECT a.member_id, (date_trunc('month', now() AT TIME ZONE 'UTC'))::date, sum(a.turnover), sum(a.deposits)
  FROM (
    SELECT b.member_id, b.bet_amount AS turnover, 0 AS deposits FROM game_bet b
     WHERE b.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    UNION ALL
    SELECT l.member_id, l.total_stake, 0 FROM lottery_bet l
     WHERE l.status IN ('won', 'lost') AND l.settled_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    UNION ALL
    SELECT d.member_id, 0, d.amount - d.fee FROM deposit_order d
     WHERE d.status = 'credited' AND d.updated_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
  ) a
  JOIN member m ON m.id = a.member_id
 GROUP BY a.member_id;
