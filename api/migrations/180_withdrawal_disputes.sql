-- Withdrawal disputes (issue 26 #9, docs/cashier.md "Withdrawal disputes"): a paid withdrawal the
-- player answered "partly received" or "not received" is a dispute until the operator resolves it,
-- once: confirmed (the full amount did arrive, nothing moves), paid (the difference, or part of it,
-- credited to the member's main wallet by the journal `journal_id`) or closed (with a reason the
-- player reads). The primary key makes a second resolution impossible; the API also locks the order.

CREATE TABLE withdrawal_dispute (
  order_id TEXT PRIMARY KEY REFERENCES withdrawal_order (id),
  outcome TEXT NOT NULL CHECK (outcome IN ('confirmed', 'paid', 'closed')),
  paid_amount NUMERIC(18,2) CHECK (paid_amount > 0),
  journal_id BIGINT REFERENCES ledger_journal (id),
  reason TEXT CHECK (length(reason) BETWEEN 1 AND 200),
  resolved_by TEXT NOT NULL,
  resolved_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((outcome = 'paid') = (paid_amount IS NOT NULL AND journal_id IS NOT NULL)),
  CHECK ((outcome = 'closed') = (reason IS NOT NULL))
);

-- The operator's queue: answered orders that are disputes, oldest answer first.
CREATE INDEX withdrawal_order_disputed_idx ON withdrawal_order (receipt_at) WHERE receipt IN ('partlyReceived', 'notReceived');
