-- Verification and security state of the accounts part: server keys and secrets, captchas,
-- spent proof-of-work challenges, SMS codes, the DB-backed rate limiter and the development outbox.

-- RSA-OAEP keys of the E flag (PKCS#8 and SPKI DER, base64). The newest unretired key is served;
-- every unretired key still decrypts.
CREATE TABLE server_key (
  kid TEXT PRIMARY KEY,
  algorithm TEXT NOT NULL CHECK (algorithm = 'RSA-OAEP-256'),
  public_spki TEXT NOT NULL,
  private_pkcs8 TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  retired_at TIMESTAMPTZ
);

-- Random secrets made on first use (HMAC keys of challenges, captcha answers and SMS codes).
CREATE TABLE server_secret (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The answer is stored as an HMAC; a row is deleted when it is checked (single use).
CREATE TABLE captcha_challenge (
  id TEXT PRIMARY KEY,
  answer_hash TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX captcha_challenge_expires_idx ON captcha_challenge (expires_at);

-- Proof-of-work challenges already used, kept until they expire.
CREATE TABLE pow_spent (
  nonce TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX pow_spent_expires_idx ON pow_spent (expires_at);

-- 6-digit codes as an HMAC; recipient in E.164 ('+639171234567').
CREATE TABLE sms_code (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('noLogin', 'register')),
  recipient TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  spent_at TIMESTAMPTZ
);
CREATE INDEX sms_code_recipient_idx ON sms_code (purpose, recipient, created_at DESC);

-- Sliding-window limiter: one row per counted event.
CREATE TABLE rate_limit_event (
  bucket TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limit_event_bucket_idx ON rate_limit_event (bucket, at);
CREATE INDEX rate_limit_event_at_idx ON rate_limit_event (at);

-- Development outbox: the SMS and mails the API would send (not used with NODE_ENV=production).
CREATE TABLE dev_outbox (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'mail')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_recipient_idx ON dev_outbox (channel, recipient, id DESC);
