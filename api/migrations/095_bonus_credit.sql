-- Operator bonus credits (POST /admin/cashier/bonus) under limits and four-eyes approval (issue 26,
-- hole 3; docs/security.md, "Operator bonus credits: maxima and four-eyes approval"). Every credit an
-- admin asks for is a row: at or below the approval threshold it is credited at once (decided_by
-- NULL), above it it stays pending until another admin account approves it (or any admin rejects
-- it). The money moves once, through the ledger, when the row turns 'credited' (member_bonus row and
-- its journal, bonus_id). Pending and recently credited rows count against the daily maxima.
CREATE TABLE bonus_credit (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES member (id),
  name TEXT NOT NULL,
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  turnover_required NUMERIC(18,2) NOT NULL CHECK (turnover_required >= 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'rejected')),
  requested_by TEXT NOT NULL REFERENCES admin_account (name),
  requested_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_by TEXT REFERENCES admin_account (name),
  decided_at TIMESTAMPTZ,
  reject_reason TEXT,
  bonus_id BIGINT UNIQUE REFERENCES member_bonus (id),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'credited') = (bonus_id IS NOT NULL)),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL)),
  -- Four eyes: an approval is never by the admin who asked (a rejection may be: withdrawing one's own request).
  CHECK (status <> 'credited' OR decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX bonus_credit_pending_idx ON bonus_credit (id) WHERE status = 'pending';
CREATE INDEX bonus_credit_credited_idx ON bonus_credit (decided_at) WHERE status = 'credited';
CREATE INDEX bonus_credit_member_idx ON bonus_credit (member_id, requested_at DESC);
