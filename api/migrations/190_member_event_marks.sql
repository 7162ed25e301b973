-- Live account events (migration 160) at a lower cost on the money paths (issue 26 item #5;
-- docs/performance.md, "Money writes under load"). The same member_event rows and notifications;
-- what changes is how a changed row is remembered until the commit:
--
-- * 160 ran two row triggers per changed row: a PL/pgSQL mark at the end of the statement and a
--   deferred commit trigger, which at commit called, through `EXECUTE format(...)`, a function
--   with `SET search_path` (a statement parsed and a search path switched on every commit).
-- * Now each table has ONE deferred trigger whose WHEN condition is the mark: an expression of
--   built-in functions (no PL/pgSQL call) that adds "member|kind|order|status" to the
--   transaction-local setting suite.member_events and is true only for the transaction's first
--   mark. PostgreSQL evaluates a constraint trigger's WHEN right after the row changes and queues
--   the trigger only when it is true, so a transaction queues one commit trigger, whatever it
--   changes. A savepoint rolled back drops its marks (the setting) with the trigger it queued.
-- * The functions name this schema in their text (written below with format()), so a session with
--   another search_path still writes this schema's outbox, without a SET clause.

DROP TRIGGER member_event_balance ON ledger_account;
DROP TRIGGER member_event_balance_commit ON ledger_account;
DROP TRIGGER member_event_message ON member_message;
DROP TRIGGER member_event_message_read ON member_message;
DROP TRIGGER member_event_message_commit ON member_message;
DROP TRIGGER member_event_message_read_commit ON member_message;
DROP TRIGGER member_event_reward ON member_reward;
DROP TRIGGER member_event_reward_commit ON member_reward;
DROP TRIGGER member_event_withdrawal ON withdrawal_order;
DROP TRIGGER member_event_withdrawal_change ON withdrawal_order;
DROP TRIGGER member_event_withdrawal_commit ON withdrawal_order;
DROP TRIGGER member_event_withdrawal_change_commit ON withdrawal_order;
DROP TRIGGER member_event_round ON game_bet;
DROP TRIGGER member_event_round_commit ON game_bet;
DROP TRIGGER member_event_lottery_bet ON lottery_bet;
DROP TRIGGER member_event_lottery_bet_commit ON lottery_bet;
DROP TRIGGER member_event_withdrawal_dispute ON withdrawal_dispute;
DROP TRIGGER member_event_withdrawal_dispute_commit ON withdrawal_dispute;
DROP FUNCTION member_event_mark();
DROP FUNCTION withdrawal_dispute_event_mark();

DO $migration$
DECLARE
  s TEXT := quote_ident(current_schema());
  -- The mark of one entry (%1$s: its expression): adds it to the pending marks unless it is there
  -- already, and is true when the marks were empty (this transaction's commit trigger is not queued
  -- yet). A batch touching thousands of members writes what it has so far instead of growing the
  -- setting (member_events_overflow; the commit trigger queued by its first mark writes the rest).
  mark TEXT := $m$CASE
    WHEN position(';' || (%1$s) || ';' IN coalesce(current_setting('suite.member_events', true), '')) > 0 THEN FALSE
    WHEN length(current_setting('suite.member_events', true)) > 8000 THEN %2$s.member_events_overflow(%1$s)
    ELSE set_config('suite.member_events', coalesce(nullif(current_setting('suite.member_events', true), ''), ';') || (%1$s) || ';', true) = ';' || (%1$s) || ';'
  END$m$;
  -- Table, trigger, event, condition besides the mark, the entry.
  tr TEXT[];
BEGIN
  -- The pending marks as one member_event row per member (the kinds of all its marks; the order of
  -- its last 'withdrawal' mark), in the order of their first mark, each notified on the channel.
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION %1$s.member_events_write() RETURNS VOID LANGUAGE plpgsql AS $fn$
    DECLARE
      pending TEXT := coalesce(current_setting('suite.member_events', true), '');
      written RECORD;
    BEGIN
      IF pending = '' THEN
        RETURN;
      END IF;
      PERFORM set_config('suite.member_events', '', true);
      FOR written IN
        INSERT INTO %1$s.member_event (member_id, kinds, order_id, order_status)
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
        PERFORM pg_notify(%1$s.member_events_channel(), json_build_object(
          'id', written.id::text, 'm', written.member_id, 'k', written.kinds,
          'o', written.order_id, 's', written.order_status, 'at', written.created_at)::text);
      END LOOP;
    END $fn$
  $f$, s);

  -- Writes the marks so far, then starts again from `entry`: false (the commit trigger is queued).
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION %1$s.member_events_overflow(entry TEXT) RETURNS BOOLEAN LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM %1$s.member_events_write();
      PERFORM set_config('suite.member_events', ';' || entry || ';', true);
      RETURN FALSE;
    END $fn$
  $f$, s);

  -- At commit, once per transaction.
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION %1$s.member_event_flush() RETURNS TRIGGER LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM %1$s.member_events_write();
      RETURN NULL;
    END $fn$
  $f$, s);

  -- Migration 181: a dispute's resolution marks the order's member with a 'withdrawal' event (the
  -- order and its status). A function, as a WHEN condition cannot read another table.
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION %1$s.withdrawal_dispute_event_marked(dispute_order TEXT) RETURNS BOOLEAN LANGUAGE plpgsql AS $fn$
    DECLARE
      entry TEXT;
    BEGIN
      SELECT o.member_id || '|withdrawal|' || o.id || '|' || o.status INTO entry FROM %1$s.withdrawal_order o WHERE o.id = dispute_order;
      RETURN entry IS NOT NULL AND %2$s;
    END $fn$
  $f$, s, format(mark, 'entry', s));

  FOREACH tr SLICE 1 IN ARRAY ARRAY[
    -- balance: a member wallet's stored balance (the ledger changes it with its postings).
    ['ledger_account', 'member_event_balance', 'UPDATE OF balance', $c$NEW.owner = 'member' AND NEW.balance IS DISTINCT FROM OLD.balance$c$, $e$NEW.member_id || '|balance||'$e$],
    -- messages: a new message, one read or deleted (the unread badge).
    ['member_message', 'member_event_message', 'INSERT', 'TRUE', $e$NEW.member_id || '|messages||'$e$],
    ['member_message', 'member_event_message_delete', 'DELETE', 'TRUE', $e$OLD.member_id || '|messages||'$e$],
    ['member_message', 'member_event_message_read', 'UPDATE OF read_at', 'NEW.read_at IS DISTINCT FROM OLD.read_at', $e$NEW.member_id || '|messages||'$e$],
    -- rewards: a reward issued, claimed or expired (the reward center's badge).
    ['member_reward', 'member_event_reward', 'INSERT OR UPDATE OF state', 'TRUE', $e$NEW.member_id || '|rewards||'$e$],
    -- withdrawal: an order asked for, or any change of it (approved, rejected, receipt ...).
    ['withdrawal_order', 'member_event_withdrawal', 'INSERT', 'TRUE', $e$NEW.member_id || '|withdrawal|' || NEW.id || '|' || NEW.status$e$],
    ['withdrawal_order', 'member_event_withdrawal_change', 'UPDATE', 'OLD.* IS DISTINCT FROM NEW.*', $e$NEW.member_id || '|withdrawal|' || NEW.id || '|' || NEW.status$e$],
    -- bets: a game round played, a lottery bet placed or settled (the betting records).
    ['game_bet', 'member_event_round', 'INSERT', 'TRUE', $e$NEW.member_id || '|bets||'$e$],
    ['lottery_bet', 'member_event_lottery_bet', 'INSERT OR UPDATE OF status', 'TRUE', $e$NEW.member_id || '|bets||'$e$]
  ] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER %s ON %s.%I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (%s AND %s) EXECUTE FUNCTION %s.member_event_flush()',
                   tr[2], tr[3], s, tr[1], tr[4], format(mark, tr[5], s), s);
  END LOOP;
  EXECUTE format('CREATE CONSTRAINT TRIGGER member_event_withdrawal_dispute AFTER INSERT ON %1$s.withdrawal_dispute DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
                    WHEN (%1$s.withdrawal_dispute_event_marked(NEW.order_id)) EXECUTE FUNCTION %1$s.member_event_flush()', s);
END $migration$;
