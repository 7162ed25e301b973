-- Security centre (docs/security-center.md): when the member proved the mobile number and e-mail
-- on the account with a code, the codes sent for that, and the recent-logins lookup.

-- NULL: not proved (a number or e-mail typed at registration, or none).
ALTER TABLE member ADD COLUMN mobile_verified_at TIMESTAMPTZ;
ALTER TABLE member ADD COLUMN email_verified_at TIMESTAMPTZ;
-- A proved e-mail belongs to one member (the mobile number already has member_mobile_key).
CREATE UNIQUE INDEX member_verified_email_key ON member (lower(email)) WHERE email_verified_at IS NOT NULL;

-- One live code per member and channel (a new one deletes the older ones). The code is stored as
-- an HMAC; it is spent by the right answer or by the limit of wrong ones.
CREATE TABLE member_bind_code (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('mobile', 'email')),
  -- What the code was sent to: E.164 ('+639171234567') or the e-mail in lower case.
  target TEXT NOT NULL CHECK (length(target) BETWEEN 1 AND 254),
  -- What is stored on the member once proved.
  country_dialing_code TEXT,
  mobile_num TEXT,
  email TEXT,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  spent_at TIMESTAMPTZ,
  CHECK ((channel = 'mobile') = (mobile_num IS NOT NULL AND country_dialing_code IS NOT NULL)),
  CHECK ((channel = 'email') = (email IS NOT NULL))
);
CREATE INDEX member_bind_code_member_idx ON member_bind_code (member_id, channel);

-- Recent logins: a member's newest sessions.
CREATE INDEX member_session_member_created_idx ON member_session (member_id, created_at DESC);
