-- New-IP verification (spec 2 §4; docs/new-ip-verification.md): the IPs each member has logged in
-- from, and the challenges of password logins from an IP not among them.

-- Written by every session start (login, SMS login, login code, registration, a verified challenge).
CREATE TABLE member_known_ip (
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  ip TEXT NOT NULL CHECK (length(ip) BETWEEN 1 AND 64),
  first_seen_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- One per refused login: the id is only stored as its SHA-256, the code as an HMAC. Valid for 10
-- minutes from the IP of the login; spent by the right code or by 5 wrong ones.
CREATE TABLE login_ip_challenge (
  id_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  -- The login used the mailed temporary password: the session reports passwordExpired.
  temp_password BOOLEAN NOT NULL DEFAULT FALSE,
  channel TEXT CHECK (channel IN ('mobile', 'email')),
  code_hash TEXT,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  spent_at TIMESTAMPTZ,
  CHECK ((channel IS NULL) = (code_hash IS NULL))
);
CREATE INDEX login_ip_challenge_member_idx ON login_ip_challenge (member_id);
CREATE INDEX login_ip_challenge_expires_idx ON login_ip_challenge (expires_at);
