-- VIP ranks (playerRank), the operator's reply to feedback and feedback screenshots, and the
-- operator settings of the referral rule and the feedback form. Ranks and settings are data the
-- operator edits; the rows below are the starting values.

CREATE TABLE vip_rank (
  level INTEGER PRIMARY KEY CHECK (level >= 0),
  name_es TEXT NOT NULL CHECK (length(name_es) BETWEEN 1 AND 40),
  name_en TEXT NOT NULL CHECK (length(name_en) BETWEEN 1 AND 40),
  -- member.club_label_name and club_label_color given on promotion.
  label_name TEXT NOT NULL,
  label_color TEXT NOT NULL,
  -- Lifetime valid bets needed; level 0 needs none.
  turnover_required NUMERIC(18,2) NOT NULL CHECK (turnover_required >= 0),
  weekly_bonus NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (weekly_bonus >= 0),
  rebate_percent NUMERIC(5,2) NOT NULL DEFAULT 0 CHECK (rebate_percent >= 0 AND rebate_percent < 100),
  daily_withdraw_limit NUMERIC(18,2) NOT NULL CHECK (daily_withdraw_limit > 0),
  vip_service BOOLEAN NOT NULL DEFAULT FALSE,
  perks_es TEXT[] NOT NULL DEFAULT '{}',
  perks_en TEXT[] NOT NULL DEFAULT '{}',
  CHECK ((level = 0) = (turnover_required = 0))
);

INSERT INTO vip_rank
  (level, name_es, name_en, label_name, label_color, turnover_required, weekly_bonus, rebate_percent, daily_withdraw_limit, vip_service, perks_es, perks_en)
VALUES
  (0, 'Miembro', 'Member', '', '#8a8a8a', 0, 0, 0.20, 20000, FALSE, '{}', '{}'),
  (1, 'Bronce', 'Bronze', 'VIP1', '#a0522d', 1000, 5, 0.30, 50000, FALSE, '{}', '{}'),
  (2, 'Plata', 'Silver', 'VIP2', '#d4a017', 10000, 20, 0.40, 100000, FALSE,
    '{"Bono de cumpleaños"}', '{"Birthday bonus"}'),
  (3, 'Oro', 'Gold', 'VIP3', '#c9a227', 50000, 60, 0.50, 200000, FALSE,
    '{"Bono de cumpleaños","Retiros prioritarios"}', '{"Birthday bonus","Priority withdrawals"}'),
  (4, 'Platino', 'Platinum', 'VIP4', '#7f8c9a', 200000, 150, 0.60, 500000, FALSE,
    '{"Bono de cumpleaños","Retiros prioritarios"}', '{"Birthday bonus","Priority withdrawals"}'),
  (5, 'Diamante', 'Diamond', 'VIP5', '#7b2cbf', 500000, 400, 0.80, 1000000, TRUE,
    '{"Bono de cumpleaños","Retiros prioritarios","Gerente de cuenta personal"}',
    '{"Birthday bonus","Priority withdrawals","Personal account manager"}'),
  (6, 'Corona', 'Crown', 'VIP6', '#b03a2e', 2000000, 1000, 1.00, 3000000, TRUE,
    '{"Bono de cumpleaños","Retiros prioritarios","Gerente de cuenta personal","Regalos exclusivos"}',
    '{"Birthday bonus","Priority withdrawals","Personal account manager","Exclusive gifts"}');

-- The operator's answer to a feedback entry (one reply; the member is told in the inbox).
ALTER TABLE feedback ADD COLUMN reply TEXT;
ALTER TABLE feedback ADD COLUMN replied_at TIMESTAMPTZ;
ALTER TABLE feedback ADD COLUMN replied_by TEXT;
ALTER TABLE feedback ADD CONSTRAINT feedback_reply_check CHECK ((reply IS NULL) = (replied_at IS NULL));
CREATE INDEX feedback_member_idx ON feedback (member_id, created_at DESC) WHERE member_id IS NOT NULL;

-- Screenshots sent with a feedback entry (the withdrawal proofs' format: png or jpeg, 3 at most).
CREATE TABLE feedback_image (
  feedback_id BIGINT NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  position SMALLINT NOT NULL CHECK (position BETWEEN 1 AND 3),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data BYTEA NOT NULL,
  PRIMARY KEY (feedback_id, position)
);

-- The referral summary lists a member's invitees.
CREATE INDEX member_referred_by_idx ON member (referred_by) WHERE referred_by IS NOT NULL;

INSERT INTO site_setting (key, value) VALUES
  ('referral', '{"rewardAmount": "10.00", "minFirstDeposit": "100.00"}'),
  ('feedback', '{"minLength": 10, "maxLength": 2000, "categories": ["deposit", "withdrawal", "game", "account", "suggestion", "other"]}')
ON CONFLICT (key) DO NOTHING;
