-- Named operator accounts for the /admin routes and the log of what each did (docs/security.md,
-- "Admin accounts and operator patterns"). Accounts are created by scripts/admin-account; outside
-- production the API also keeps a development account 'dev' whose secret is SUITE_ADMIN_TOKEN.

-- The secret is only stored as its scrypt hash: scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>.
CREATE TABLE admin_account (
  name TEXT PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9._@-]{0,39}$'),
  secret_hash TEXT NOT NULL CHECK (secret_hash LIKE 'scrypt$%' AND length(secret_hash) <= 300),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  disabled_at TIMESTAMPTZ
);

-- One row per admin request: who (the account; the name claimed when the credentials were refused),
-- the route pattern, a summary of its target (params, query, body; secrets left out) and the status.
CREATE TABLE admin_audit (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  operator TEXT,
  authenticated BOOLEAN NOT NULL,
  method TEXT NOT NULL,
  route TEXT NOT NULL,
  target JSONB NOT NULL DEFAULT '{}'::jsonb,
  status INTEGER NOT NULL,
  ip TEXT
);
CREATE INDEX admin_audit_at_idx ON admin_audit (at);
CREATE INDEX admin_audit_operator_idx ON admin_audit (operator, id);
