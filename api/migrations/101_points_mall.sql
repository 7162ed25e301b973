-- The points mall (issue 22): the operator's ratios, what each member's valid bets earned, the
-- rewards with their stock, and the redeems the operator approves or rejects.

-- One row: the operator's settings (scripts/points config).
CREATE TABLE point_config (
  id INT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- Valid bet that earns one point (1 point per 1.00 of bet).
  bet_per_point NUMERIC(18,2) NOT NULL DEFAULT 1.00 CHECK (bet_per_point > 0),
  -- Money one point converts to.
  convert_ratio NUMERIC(18,2) NOT NULL DEFAULT 0.01 CHECK (convert_ratio > 0),
  min_convert_points BIGINT NOT NULL DEFAULT 100 CHECK (min_convert_points > 0),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
INSERT INTO point_config (id) VALUES (1);

-- Each round or settled lottery bet counted once (kind round|lottery, reference the round or bet id).
CREATE TABLE point_earning_source (
  kind TEXT NOT NULL CHECK (kind IN ('round', 'lottery')),
  reference TEXT NOT NULL,
  member_id TEXT NOT NULL,
  bet NUMERIC(18,2) NOT NULL,
  points BIGINT NOT NULL CHECK (points >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, reference)
);

-- Per member: all valid bets counted, and the cents not yet worth a point (carried to the next bet).
CREATE TABLE point_earning (
  member_id TEXT PRIMARY KEY,
  valid_bet NUMERIC(18,2) NOT NULL DEFAULT 0,
  carry_cents BIGINT NOT NULL DEFAULT 0 CHECK (carry_cents >= 0),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE point_reward (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('gadget', 'voucher', 'merch', 'experience')),
  -- NULL: the generated artwork (/wps/static/point-rewards/<id>.svg).
  image_url TEXT,
  hue INT NOT NULL DEFAULT 200,
  -- Stock ever offered, and what is left of it.
  quantity INT NOT NULL CHECK (quantity >= 0),
  available INT NOT NULL CHECK (available >= 0 AND available <= quantity),
  points_required BIGINT NOT NULL CHECK (points_required > 0),
  -- Valid bet the member must have reached.
  amount_required NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (amount_required >= 0),
  active BOOLEAN NOT NULL DEFAULT TRUE,
  sort INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE point_redeem (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL,
  reward_id BIGINT NOT NULL REFERENCES point_reward (id),
  quantity INT NOT NULL CHECK (quantity > 0),
  points BIGINT NOT NULL CHECK (points > 0),
  amount_required NUMERIC(18,2) NOT NULL,
  address TEXT NOT NULL,
  mobile TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'inProcess' CHECK (status IN ('inProcess', 'approved', 'rejected')),
  reason TEXT,
  decided_by TEXT,
  decided_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX point_redeem_member_idx ON point_redeem (member_id, created_at DESC, id DESC);
CREATE INDEX point_redeem_status_idx ON point_redeem (status, created_at, id);

-- A few rewards so a fresh start shows a real mall (artwork generated from the hue).
INSERT INTO point_reward (name_es, name_en, category, hue, quantity, available, points_required, amount_required, sort) VALUES
  ('Auriculares inalámbricos', 'Wireless earbuds', 'gadget', 210, 20, 20, 1500, 500.00, 1),
  ('Altavoz Bluetooth', 'Bluetooth speaker', 'gadget', 265, 10, 10, 2500, 1000.00, 2),
  ('Tarjeta regalo 10', 'Gift card 10', 'voucher', 140, 100, 100, 1000, 0, 3),
  ('Recarga móvil 5', 'Mobile top-up 5', 'voucher', 30, 200, 200, 500, 0, 4),
  ('Camiseta del club', 'Club T-shirt', 'merch', 350, 50, 50, 300, 0, 5),
  ('Taza del club', 'Club mug', 'merch', 50, 3, 3, 120, 0, 6),
  ('Cena para dos', 'Dinner for two', 'experience', 0, 5, 5, 5000, 2000.00, 7),
  ('Gorra edición limitada', 'Limited edition cap', 'merch', 180, 1, 0, 200, 0, 8);
