-- VIP benefits applied (issue 22, docs/rank-and-vip.md): the level's operator data now changes what
-- the member gets.
--   * rebate_percent is an extra on top of the game type's rebate rate (rebate_rate, 062): a VIP 3
--     member at 0.50 gets RNG 0.8 + 0.5 = 1.3 %. Level 0 is the base: its seeded 0.20 becomes 0.
--   * daily_withdraw_limit (amount) and the new daily_withdraw_count (orders; NULL: no count limit)
--     bound the withdrawal requests of a UTC day (pending and approved orders count, rejected not).
--   * upgrade and birthday bonuses are credited as bonuses: a member_bonus asking for
--     bonus x bonus_turnover_multiplier of valid bets before a withdrawal (0: no turnover).
--   * the birthday bonus is paid once a year on the member's birthday (member.birth_date, set once
--     by the member), one vip_birthday_bonus row per member and year.

ALTER TABLE vip_rank ADD COLUMN daily_withdraw_count INTEGER CHECK (daily_withdraw_count BETWEEN 1 AND 1000);
ALTER TABLE vip_rank ADD COLUMN bonus_turnover_multiplier NUMERIC(6,2) NOT NULL DEFAULT 1
  CHECK (bonus_turnover_multiplier >= 0 AND bonus_turnover_multiplier <= 1000);
ALTER TABLE vip_rank ADD CONSTRAINT vip_rank_rebate_range CHECK (rebate_percent <= 10);

UPDATE vip_rank SET rebate_percent = 0 WHERE level = 0 AND rebate_percent = 0.20;

-- Optional, given once by the member (security centre); never in the future.
ALTER TABLE member ADD COLUMN birth_date DATE CHECK (birth_date >= DATE '1900-01-01');
-- The daily pass looks members up by month and day.
CREATE INDEX member_birthday_idx ON member ((extract(month FROM birth_date)), (extract(day FROM birth_date))) WHERE birth_date IS NOT NULL;

CREATE TABLE vip_birthday_bonus (
  member_id TEXT NOT NULL REFERENCES member (id),
  year SMALLINT NOT NULL CHECK (year >= 2000),
  level INTEGER NOT NULL CHECK (level > 0),
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  journal_id BIGINT NOT NULL REFERENCES ledger_journal (id),
  bonus_id BIGINT REFERENCES member_bonus (id),
  paid_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, year)
);

-- The ledger's own guard: one birthday journal per member and year (reference BD<member>-<year>).
CREATE UNIQUE INDEX ledger_journal_vip_birthday_key ON ledger_journal (reference) WHERE kind = 'vip_birthday';
