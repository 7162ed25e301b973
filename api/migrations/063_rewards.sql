-- Reward center and missions (api/src/features/rewards). A reward waits for the member to claim
-- it (issued); the claim credits its amount from the BONUS house account (ledger journal 'reward')
-- and, with a turnover multiplier, opens a member_bonus so the withdrawal check asks for it. A
-- reward past expires_at is expired even while its row still says issued (the app's clock decides).
-- Missions are daily operator goals; collecting a completed one issues a reward (once a day).

CREATE TABLE mission (
  id TEXT PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{2,32}$'),
  -- validBets: sum of today's bet amounts; betCount: today's rounds; deposit: today's credited
  -- deposits (count); distinctGames: different games played today.
  kind TEXT NOT NULL CHECK (kind IN ('validBets', 'betCount', 'deposit', 'distinctGames')),
  -- Money for validBets, a whole number otherwise.
  target NUMERIC(18,2) NOT NULL CHECK (target > 0),
  title_es TEXT NOT NULL CHECK (length(title_es) BETWEEN 1 AND 120),
  title_en TEXT NOT NULL CHECK (length(title_en) BETWEEN 1 AND 120),
  reward_amount NUMERIC(18,2) NOT NULL CHECK (reward_amount > 0),
  turnover_multiplier NUMERIC(6,2) CHECK (turnover_multiplier > 0),
  -- Mission-leaderboard points of one collection.
  points INTEGER NOT NULL CHECK (points > 0),
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  sort_order INTEGER NOT NULL DEFAULT 0
);

INSERT INTO mission (id, kind, target, title_es, title_en, reward_amount, turnover_multiplier, points, sort_order) VALUES
  ('daily-bets', 'validBets', 500.00, 'Realice apuestas válidas por 500.00 hoy', 'Place valid bets of 500.00 today', 5.00, 1.00, 30, 1),
  ('daily-deposit', 'deposit', 1, 'Haga un depósito hoy', 'Make a deposit today', 3.00, NULL, 20, 2),
  ('daily-games', 'distinctGames', 3, 'Juegue 3 juegos diferentes hoy', 'Play 3 different games today', 2.00, NULL, 10, 3),
  ('daily-rounds', 'betCount', 10, 'Juegue 10 rondas hoy', 'Play 10 rounds today', 1.00, NULL, 10, 4);

CREATE TABLE member_reward (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id),
  source TEXT NOT NULL CHECK (source IN ('promotion', 'mission', 'rebate', 'raffle', 'referral')),
  -- The title in each language, or a translation key the API knows (reward-texts.ts).
  title_es TEXT,
  title_en TEXT,
  title_key TEXT CHECK (title_key ~ '^[a-zA-Z0-9_.-]{1,64}$'),
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  turnover_multiplier NUMERIC(6,2) CHECK (turnover_multiplier > 0),
  state TEXT NOT NULL DEFAULT 'issued' CHECK (state IN ('issued', 'claimed', 'expired')),
  issued_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ CHECK (expires_at > issued_at),
  claimed_at TIMESTAMPTZ,
  journal_id BIGINT REFERENCES ledger_journal (id),
  bonus_id BIGINT REFERENCES member_bonus (id),
  -- Mission rewards: which mission, which day (one a day), and the leaderboard points earned.
  mission_id TEXT REFERENCES mission (id),
  mission_day DATE,
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  -- Referral rewards: the invited friend whose first deposit earned it (one reward per friend).
  referee_id TEXT REFERENCES member (id),
  CHECK ((title_es IS NOT NULL AND title_en IS NOT NULL) OR title_key IS NOT NULL),
  CHECK ((state = 'claimed') = (claimed_at IS NOT NULL AND journal_id IS NOT NULL)),
  CHECK ((mission_id IS NULL) = (mission_day IS NULL)),
  CHECK (mission_id IS NULL OR source = 'mission'),
  CHECK ((referee_id IS NULL) = (source <> 'referral'))
);
CREATE UNIQUE INDEX member_reward_referee_key ON member_reward (member_id, referee_id) WHERE referee_id IS NOT NULL;
CREATE INDEX member_reward_member_idx ON member_reward (member_id, state, issued_at DESC);
CREATE UNIQUE INDEX member_reward_mission_day_key ON member_reward (member_id, mission_id, mission_day) WHERE mission_id IS NOT NULL;
CREATE INDEX member_reward_mission_week_idx ON member_reward (issued_at) WHERE mission_id IS NOT NULL;
