-- Accounts: members, their main wallet, sessions, login codes, affiliate links, messages and
-- feedback. Valid on PostgreSQL 15 and PGlite (PG 18). Member ids are TEXT (customerId on the wire;
-- the game tables key on it too), numbered from a sequence.

CREATE SEQUENCE member_id_seq START WITH 100001;

CREATE TABLE member (
  id TEXT PRIMARY KEY DEFAULT nextval('member_id_seq')::text,
  -- Unique case-insensitively (member_account_key).
  account TEXT NOT NULL CHECK (length(account) BETWEEN 1 AND 64),
  -- scrypt in PHC format: $scrypt$ln=15,r=8,p=1$<salt>$<hash>.
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL DEFAULT '',
  -- 0 member, 1/2/41/42 agents, 4 trial (free play).
  is_agent SMALLINT NOT NULL DEFAULT 0 CHECK (is_agent IN (0, 1, 2, 4, 41, 42)),
  -- '+63' and the national number in digits without leading zeros; both or neither.
  country_dialing_code TEXT CHECK (country_dialing_code ~ '^\+[0-9]{1,4}$'),
  mobile_num TEXT CHECK (mobile_num ~ '^[1-9][0-9]{4,14}$'),
  email TEXT,
  payee_name TEXT,
  qq_num TEXT,
  line TEXT,
  whatsapp TEXT,
  facebook TEXT,
  wechat TEXT,
  id_number TEXT,
  recommender_id TEXT,
  payment_password_hash TEXT,
  -- The agent whose affiliate code the member registered with.
  upline_id TEXT REFERENCES member (id),
  affiliate_code TEXT,
  -- This member's own invite code, and the member who invited them.
  referral_code TEXT NOT NULL UNIQUE,
  referred_by TEXT REFERENCES member (id),
  register_method TEXT,
  register_url TEXT,
  register_domain TEXT,
  register_ip TEXT,
  language TEXT NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en')),
  first_time_login BOOLEAN NOT NULL DEFAULT TRUE,
  password_changed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- NULL: never expires.
  password_expires_at TIMESTAMPTZ,
  -- Mailed by the e-mail reset: works next to the password until it expires.
  temp_password_hash TEXT,
  temp_password_expires_at TIMESTAMPTZ,
  club_label_name TEXT NOT NULL DEFAULT '',
  club_rank_level INTEGER NOT NULL DEFAULT 0 CHECK (club_rank_level >= 0),
  club_label_color TEXT NOT NULL DEFAULT '#8a8a8a',
  member_labels TEXT[] NOT NULL DEFAULT '{}',
  icon_url TEXT,
  avatar_url TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((mobile_num IS NULL) = (country_dialing_code IS NULL))
);
CREATE UNIQUE INDEX member_account_key ON member (lower(account));
CREATE UNIQUE INDEX member_mobile_key ON member (country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX member_upline_idx ON member (upline_id);

-- The main wallet. Same shape as 020_wallet.sql (which creates it IF NOT EXISTS): no foreign key,
-- the game features' tests use member ids of their own.
CREATE TABLE IF NOT EXISTS wallets (
  member_id TEXT PRIMARY KEY,
  balance NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

-- Agents' affiliate codes (registration links); domain NULL: any domain.
CREATE TABLE affiliate_link (
  code TEXT PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{1,20}$'),
  agent_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  domain TEXT,
  enabled BOOLEAN NOT NULL DEFAULT TRUE
);
CREATE UNIQUE INDEX affiliate_link_code_key ON affiliate_link (upper(code));

-- Opaque Bearer tokens: only their SHA-256 is stored.
CREATE TABLE member_session (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  ip TEXT,
  user_agent TEXT
);
CREATE INDEX member_session_member_idx ON member_session (member_id);
CREATE INDEX member_session_expires_idx ON member_session (expires_at);

-- One-time login codes (app hand-off), hashed.
CREATE TABLE login_code (
  code_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL
);

-- Platform messages (messageV2); the header shows the unread count.
CREATE TABLE member_message (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  read_at TIMESTAMPTZ
);
CREATE INDEX member_message_unread_idx ON member_message (member_id) WHERE read_at IS NULL;

CREATE TABLE feedback (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT REFERENCES member (id) ON DELETE SET NULL,
  category TEXT NOT NULL,
  content TEXT NOT NULL,
  contact TEXT,
  ip TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
