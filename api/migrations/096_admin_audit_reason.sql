-- Why an admin request was refused (issue 26, hole 4; docs/security.md, "Every /admin request is
-- audited, refused ones too"): the answer's message for a 4xx or 5xx (bad input, missing or wrong
-- credentials, rate limit, unknown route), null for a success. Texts PostgreSQL refuses (NUL bytes,
-- lone surrogates) are escaped by the API before they are stored.
ALTER TABLE admin_audit ADD COLUMN reason TEXT;
