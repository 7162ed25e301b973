-- Live account events (issue 25; docs/live-events.md, "The API"): an outbox of what changed for a
-- member, written by triggers in the transaction of the change, so an event exists if and only if
-- the change committed, whoever wrote it (API routes, jobs, scripts). GET /wps/member/events streams
-- them (api/src/features/events).
--
-- Cost on the money paths: a changed row only records "member|kind" in a transaction-local setting
-- (no statement); at commit a deferred trigger writes ONE member_event row per member of the
-- transaction with all its kinds (a spin: balance + bets) and one pg_notify, which PostgreSQL
-- delivers to every listening API process after the commit (the relay between SUITE_API_WORKERS).
-- Member ids never contain '|' or ';' (digits; the game tests' ids are [A-Za-z0-9_-]).

CREATE TABLE member_event (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id TEXT NOT NULL,
  -- 'balance', 'messages', 'rewards', 'withdrawal', 'bets' (LIVE_EVENT_KINDS but 'end').
  kinds TEXT[] NOT NULL CHECK (cardinality(kinds) > 0),
  -- 'withdrawal': the order that changed last in the transaction, and its status.
  order_id TEXT,
  order_status TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- A reconnect's replay: the member's events after the Last-Event-ID.
CREATE INDEX member_event_member_idx ON member_event (member_id, id);

-- Events are pruned from the oldest id on (api/src/features/events/event-store.ts): every id below
-- kept_from is gone, so a Last-Event-ID below kept_from - 1 may have missed some (the stream then
-- tells that member that everything may have changed).
CREATE TABLE member_event_horizon (
  singleton BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (singleton),
  kept_from BIGINT NOT NULL DEFAULT 0
);
INSERT INTO member_event_horizon DEFAULT VALUES;

-- One NOTIFY channel per schema, named when the migration runs: several suites (the tests' schemas)
-- may share one database, and a writer's search_path does not change where its events go.
DO $$
BEGIN
  EXECUTE format('CREATE FUNCTION member_events_channel() RETURNS TEXT LANGUAGE sql IMMUTABLE AS %L',
                 format('SELECT %L::text', 'suite_member_events_' || current_schema()));
END $$;

-- Writes the transaction's pending marks as one row per member and notifies each. Its search_path is
-- the migration's, so a script writing with another one still finds member_event.
CREATE FUNCTION member_events_write() RETURNS VOID LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  pending TEXT := coalesce(current_setting('suite.member_events', true), '');
  written RECORD;
  channel TEXT;
BEGIN
  IF pending = '' THEN
    RETURN;
  END IF;
  PERFORM set_config('suite.member_events', '', true);
  channel := member_events_channel();
  FOR written IN
    INSERT INTO member_event (member_id, kinds, order_id, order_status)
    SELECT e.member_id,
           array_agg(DISTINCT e.kind),
           (array_agg(e.order_id ORDER BY e.n DESC) FILTER (WHERE e.order_id IS NOT NULL))[1],
           (array_agg(e.order_status ORDER BY e.n DESC) FILTER (WHERE e.order_id IS NOT NULL))[1]
      FROM (SELECT split_part(u.entry, '|', 1) AS member_id, split_part(u.entry, '|', 2) AS kind,
                   nullif(split_part(u.entry, '|', 3), '') AS order_id, nullif(split_part(u.entry, '|', 4), '') AS order_status, u.n
              FROM unnest(string_to_array(btrim(pending, ';'), ';')) WITH ORDINALITY AS u(entry, n)) e
     GROUP BY e.member_id
     ORDER BY min(e.n)
    RETURNING id, member_id, kinds, order_id, order_status, created_at
  LOOP
    PERFORM pg_notify(channel, json_build_object(
      'id', written.id::text, 'm', written.member_id, 'k', written.kinds,
      'o', written.order_id, 's', written.order_status, 'at', written.created_at)::text);
  END LOOP;
END $$;

-- Immediate, per changed row: remembers "member|kind[|order|status]" for the commit (TG_ARGV[0]: the kind).
CREATE FUNCTION member_event_mark() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  pending TEXT := coalesce(current_setting('suite.member_events', true), '');
  entry TEXT;
BEGIN
  IF TG_OP = 'DELETE' THEN
    entry := OLD.member_id || '|' || TG_ARGV[0] || '||';
  ELSIF TG_ARGV[0] = 'withdrawal' THEN
    entry := NEW.member_id || '|withdrawal|' || NEW.id || '|' || NEW.status;
  ELSE
    entry := NEW.member_id || '|' || TG_ARGV[0] || '||';
  END IF;
  IF position(';' || entry || ';' IN pending) > 0 THEN
    RETURN NULL;
  END IF;
  -- A batch touching thousands of members writes what it has so far instead of growing the setting.
  IF length(pending) > 8000 THEN
    EXECUTE format('SELECT %I.member_events_write()', TG_TABLE_SCHEMA);
    pending := '';
  END IF;
  IF pending = '' THEN
    pending := ';';
  END IF;
  PERFORM set_config('suite.member_events', pending || entry || ';', true);
  RETURN NULL;
END $$;

-- Deferred to the commit, per changed row: the first one writes everything, the others find nothing.
CREATE FUNCTION member_event_flush() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('suite.member_events', true), '') <> '' THEN
    EXECUTE format('SELECT %I.member_events_write()', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END $$;

-- balance: a member wallet's stored balance (the ledger changes it with its postings).
CREATE TRIGGER member_event_balance AFTER UPDATE OF balance ON ledger_account FOR EACH ROW
  WHEN (NEW.owner = 'member' AND NEW.balance IS DISTINCT FROM OLD.balance) EXECUTE FUNCTION member_event_mark('balance');
CREATE CONSTRAINT TRIGGER member_event_balance_commit AFTER UPDATE OF balance ON ledger_account DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.owner = 'member' AND NEW.balance IS DISTINCT FROM OLD.balance) EXECUTE FUNCTION member_event_flush();

-- messages: a new message, one read or deleted (the unread badge).
CREATE TRIGGER member_event_message AFTER INSERT OR DELETE ON member_message FOR EACH ROW EXECUTE FUNCTION member_event_mark('messages');
CREATE TRIGGER member_event_message_read AFTER UPDATE OF read_at ON member_message FOR EACH ROW
  WHEN (NEW.read_at IS DISTINCT FROM OLD.read_at) EXECUTE FUNCTION member_event_mark('messages');
CREATE CONSTRAINT TRIGGER member_event_message_commit AFTER INSERT OR DELETE ON member_message DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION member_event_flush();
CREATE CONSTRAINT TRIGGER member_event_message_read_commit AFTER UPDATE OF read_at ON member_message DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.read_at IS DISTINCT FROM OLD.read_at) EXECUTE FUNCTION member_event_flush();

-- rewards: a reward issued, claimed or expired (the reward center's badge).
CREATE TRIGGER member_event_reward AFTER INSERT OR UPDATE OF state ON member_reward FOR EACH ROW EXECUTE FUNCTION member_event_mark('rewards');
CREATE CONSTRAINT TRIGGER member_event_reward_commit AFTER INSERT OR UPDATE OF state ON member_reward DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION member_event_flush();

-- withdrawal: an order asked for, or any change of it (approved, rejected, receipt, dispute ...).
CREATE TRIGGER member_event_withdrawal AFTER INSERT ON withdrawal_order FOR EACH ROW EXECUTE FUNCTION member_event_mark('withdrawal');
CREATE TRIGGER member_event_withdrawal_change AFTER UPDATE ON withdrawal_order FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION member_event_mark('withdrawal');
CREATE CONSTRAINT TRIGGER member_event_withdrawal_commit AFTER INSERT ON withdrawal_order DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION member_event_flush();
CREATE CONSTRAINT TRIGGER member_event_withdrawal_change_commit AFTER UPDATE ON withdrawal_order DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION member_event_flush();

-- bets: a game round played, a lottery bet placed or settled (the betting records).
CREATE TRIGGER member_event_round AFTER INSERT ON game_bet FOR EACH ROW EXECUTE FUNCTION member_event_mark('bets');
CREATE CONSTRAINT TRIGGER member_event_round_commit AFTER INSERT ON game_bet DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION member_event_flush();
CREATE TRIGGER member_event_lottery_bet AFTER INSERT OR UPDATE OF status ON lottery_bet FOR EACH ROW EXECUTE FUNCTION member_event_mark('bets');
CREATE CONSTRAINT TRIGGER member_event_lottery_bet_commit AFTER INSERT OR UPDATE OF status ON lottery_bet DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION member_event_flush();

-- A session ended by logout or revocation (password change, security centre, exclusion): every API
-- process ends that session's stream. Token hashes only (the stored SHA-256, never the token).
CREATE FUNCTION member_session_ended() RETURNS TRIGGER LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM pg_notify(member_events_channel(), json_build_object('end', NEW.token_hash, 'm', NEW.member_id)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER member_session_ended AFTER UPDATE OF revoked_at ON member_session FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION member_session_ended();
