-- Promotions as a player sees them on /promotions and /promoDetail (issue 22, api/src/features/
-- promotions): the operator's promotion rows (021_content.sql) gain a category (the page's tabs),
-- terms, and the one action each takes: join, apply (an activity application the operator approves
-- or rejects), claim (a raffle prize, MCS2_claimRafflePromotion), or none (information only). The
-- period (starts_at, ends_at) gives coming soon / in process / closed. An approved application
-- issues a member_reward (the reward centre credits it through the ledger when claimed).
-- The winner board records big wins of real rounds and lottery settlements.

ALTER TABLE promotion
  ADD COLUMN category TEXT NOT NULL DEFAULT 'special' CHECK (category IN ('newcomer', 'casino', 'sports', 'lottery', 'special')),
  ADD COLUMN action TEXT NOT NULL DEFAULT 'none' CHECK (action IN ('none', 'join', 'apply', 'claim')),
  ADD COLUMN terms_es TEXT NOT NULL DEFAULT '',
  ADD COLUMN terms_en TEXT NOT NULL DEFAULT '',
  -- apply: the bonus an approval issues; claim: the raffle prize. NULL for join and none.
  ADD COLUMN reward_amount NUMERIC(18,2) CHECK (reward_amount > 0),
  ADD COLUMN turnover_multiplier NUMERIC(6,2) CHECK (turnover_multiplier > 0),
  ADD CONSTRAINT promotion_reward_by_action CHECK ((action IN ('apply', 'claim')) = (reward_amount IS NOT NULL)),
  ADD CONSTRAINT promotion_period CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);

-- The seed (api/src/seed/content-seed.ts) inserts the first four rows on a new database after the
-- migrations and leaves existing rows alone: they are written here whole, and on a database seeded
-- before this migration their new columns are filled in.
INSERT INTO promotion (id, title_es, title_en, content_es, content_en, color_from, color_to, sort_order, category, action, terms_es, terms_en, reward_amount, turnover_multiplier, starts_at, ends_at) VALUES
  ('welcome-bonus', 'Bono de bienvenida 100 %', '100% welcome bonus',
    '<p>Duplicamos tu primer depósito hasta P 5,000.00. Requisito de apuesta: 10 veces.</p>',
    '<p>We double your first deposit up to P 5,000.00. Wagering requirement: 10 times.</p>',
    '#9d174d', '#f97316', 0, 'newcomer', 'apply',
    '<ol><li>Una solicitud por cuenta.</li><li>Adjunte la captura de su primer depósito.</li><li>El bono se acredita al reclamarlo en el centro de recompensas y pide 10 veces su importe en apuestas válidas antes de retirar.</li></ol>',
    '<ol><li>One application per account.</li><li>Attach a screenshot of your first deposit.</li><li>The bonus is credited when you claim it in the reward centre and asks for 10 times its amount in valid bets before a withdrawal.</li></ol>',
    100.00, 10.00, '2026-01-01T00:00:00Z', NULL),
  ('daily-rebate', 'Reembolso diario 1 %', '1% daily rebate',
    '<p>Recibe cada día el 1 % de tus apuestas válidas en tragamonedas.</p>',
    '<p>Get 1% of your valid slot bets back every day.</p>',
    '#065f46', '#84cc16', 1, 'casino', 'join',
    '<ul><li>Únase una vez: el reembolso se calcula cada día.</li></ul>', '<ul><li>Join once: the rebate is worked out every day.</li></ul>',
    NULL, NULL, '2026-01-01T00:00:00Z', NULL),
  ('live-cashback', 'Cashback en casino en vivo', 'Live casino cashback',
    '<p>5 % de tus pérdidas netas semanales en casino en vivo.</p>',
    '<p>5% of your weekly net live casino losses.</p>',
    '#111827', '#b91c1c', 2, 'casino', 'join',
    '<ul><li>Pérdidas netas de lunes a domingo.</li></ul>', '<ul><li>Net losses from Monday to Sunday.</li></ul>',
    NULL, NULL, '2026-01-01T00:00:00Z', NULL),
  ('refer-a-friend', 'Invita a un amigo', 'Refer a friend',
    '<p>Gana P 100.00 por cada amigo que se registre y deposite.</p>',
    '<p>Earn P 100.00 for every friend who signs up and deposits.</p>',
    '#1e3a8a', '#06b6d4', 3, 'special', 'none',
    '<ul><li>Comparta su enlace desde el centro de miembros (Invitar amigos).</li></ul>', '<ul><li>Share your link from the member centre (Invite friends).</li></ul>',
    NULL, NULL, NULL, NULL),
  ('big-win-showcase', 'Comparte tu gran premio', 'Share your big win',
    '<p>¿Ganaste a lo grande? Envíanos la captura de tu premio con un comentario y recibe <strong>P 20.00</strong> de bono.</p>',
    '<p>Won big? Send us a screenshot of your win with a comment and get a <strong>P 20.00</strong> bonus.</p>',
    '#7c2d12', '#facc15', 4, 'casino', 'apply',
    '<ol><li>Hasta 3 imágenes png o jpg de 5 MB como máximo.</li><li>Comentario de 140 caracteres como máximo.</li><li>Debe tener 18 años o más.</li><li>Requisito de apuesta: 1 vez.</li></ol>',
    '<ol><li>Up to 3 png or jpg images of 5 MB at most.</li><li>A comment of 140 characters at most.</li><li>You must be 18 or older.</li><li>Wagering requirement: 1 time.</li></ol>',
    20.00, 1.00, '2026-01-01T00:00:00Z', '2030-12-31T23:59:59Z'),
  ('weekend-raffle', 'Sorteo de fin de semana', 'Weekend raffle',
    '<p>Reclama tu boleto del sorteo y llévate un premio al instante.</p>',
    '<p>Claim your raffle ticket and take a prize at once.</p>',
    '#4c1d95', '#22d3ee', 5, 'special', 'claim',
    '<ul><li>Un premio por cuenta.</li><li>Requisito de apuesta: 1 vez.</li></ul>', '<ul><li>One prize per account.</li><li>Wagering requirement: 1 time.</li></ul>',
    8.88, 1.00, '2026-01-01T00:00:00Z', '2030-12-31T23:59:59Z'),
  ('sports-first-bet', 'Primera apuesta deportiva asegurada', 'Risk-free first sports bet',
    '<p>Si tu primera apuesta deportiva pierde, te devolvemos hasta P 500.00 en bono.</p>',
    '<p>If your first sports bet loses, we give you back up to P 500.00 as a bonus.</p>',
    '#14532d', '#0ea5e9', 6, 'sports', 'apply',
    '<ul><li>Adjunte la captura de la apuesta perdida.</li></ul>', '<ul><li>Attach a screenshot of the lost bet.</li></ul>',
    50.00, 5.00, '2031-01-01T00:00:00Z', '2031-06-30T23:59:59Z'),
  ('lucky-numbers', 'Números de la suerte', 'Lucky numbers',
    '<p>Apuesta a los números de la suerte de la semana y duplica tu premio.</p>',
    '<p>Bet on the week''s lucky numbers and double your prize.</p>',
    '#831843', '#f43f5e', 7, 'lottery', 'join',
    '<ul><li>Solo lotería regional.</li></ul>', '<ul><li>Regional lottery only.</li></ul>',
    NULL, NULL, '2031-01-01T00:00:00Z', NULL),
  ('summer-festival', 'Festival de verano', 'Summer festival',
    '<p>Premios diarios durante todo el verano de 2025.</p>',
    '<p>Daily prizes all through summer 2025.</p>',
    '#1e40af', '#f59e0b', 8, 'special', 'join',
    '<ul><li>Promoción terminada.</li></ul>', '<ul><li>This promotion has ended.</li></ul>',
    NULL, NULL, '2025-06-01T00:00:00Z', '2025-08-31T23:59:59Z')
ON CONFLICT (id) DO UPDATE SET
  category = EXCLUDED.category, action = EXCLUDED.action, terms_es = EXCLUDED.terms_es, terms_en = EXCLUDED.terms_en,
  reward_amount = EXCLUDED.reward_amount, turnover_multiplier = EXCLUDED.turnover_multiplier,
  starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at;

-- An activity application (spec 2 §5): a comment of 140 characters at most, up to 3 png/jpg images,
-- the age confirmation. applying -> issued (approved: reward_id set) or rejected (reason). "claimed"
-- is read from the reward. One open or approved application per member and promotion; after a
-- rejection the member may apply again.
CREATE TABLE promotion_application (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id TEXT NOT NULL REFERENCES promotion (id),
  member_id TEXT NOT NULL REFERENCES member (id),
  comment TEXT NOT NULL CHECK (length(comment) BETWEEN 1 AND 140),
  age_confirmed BOOLEAN NOT NULL CHECK (age_confirmed),
  status TEXT NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'issued', 'rejected')),
  reject_reason TEXT CHECK (length(reject_reason) BETWEEN 1 AND 200),
  reward_id BIGINT REFERENCES member_reward (id),
  created_at TIMESTAMPTZ NOT NULL,
  decided_at TIMESTAMPTZ,
  decided_by TEXT,
  CHECK ((status = 'issued') = (reward_id IS NOT NULL)),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL)),
  CHECK ((status = 'applying') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX promotion_application_open_key ON promotion_application (promotion_id, member_id) WHERE status <> 'rejected';
CREATE INDEX promotion_application_status_idx ON promotion_application (status, created_at);
CREATE INDEX promotion_application_member_idx ON promotion_application (member_id, promotion_id, created_at DESC);

CREATE TABLE promotion_application_image (
  application_id BIGINT NOT NULL REFERENCES promotion_application (id) ON DELETE CASCADE,
  position SMALLINT NOT NULL CHECK (position BETWEEN 1 AND 3),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data BYTEA NOT NULL,
  PRIMARY KEY (application_id, position)
);

-- Joining a promotion, or claiming its raffle prize: once per member and promotion.
CREATE TABLE promotion_participation (
  promotion_id TEXT NOT NULL REFERENCES promotion (id),
  member_id TEXT NOT NULL REFERENCES member (id),
  state TEXT NOT NULL CHECK (state IN ('joined', 'claimed')),
  reward_id BIGINT REFERENCES member_reward (id),
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (promotion_id, member_id),
  CHECK ((state = 'claimed') = (reward_id IS NOT NULL))
);

-- Big wins for the winner board: one row per round or lottery bet at most.
CREATE TABLE winner (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('round', 'lottery')),
  reference TEXT NOT NULL,
  member_id TEXT NOT NULL REFERENCES member (id),
  game_name_es TEXT NOT NULL,
  game_name_en TEXT NOT NULL,
  vendor TEXT NOT NULL,
  bet NUMERIC(18,2) NOT NULL CHECK (bet > 0),
  win NUMERIC(18,2) NOT NULL CHECK (win > 0),
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (source, reference)
);
CREATE INDEX winner_recent_idx ON winner (created_at DESC, id DESC);

-- What counts as a big win: at least minWin, and at least minMultiplier times the stake.
INSERT INTO site_setting (key, value) VALUES ('winnerBoard', '{"minWin": "100.00", "minMultiplier": "5", "size": 20}')
ON CONFLICT (key) DO NOTHING;
