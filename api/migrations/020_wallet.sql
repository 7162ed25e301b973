-- The member's main wallet (balance shown in the header, /wps/v2/wallets/balance). Shared with the
-- accounts part: IF NOT EXISTS, so an accounts migration (010-019) that creates it first wins, as
-- long as it has these two columns. Money is NUMERIC(18,2) and never negative.
CREATE TABLE IF NOT EXISTS wallets (
  member_id TEXT PRIMARY KEY,
  balance NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (balance >= 0)
);
