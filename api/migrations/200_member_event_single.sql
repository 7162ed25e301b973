-- Live account events (migrations 160 and 190) at a lower cost on the money paths (issue 26 item #5;
-- docs/performance.md, "Money writes, fifth pass"). The same member_event rows and notifications.
--
-- A money move (a transfer, a round, a bet) marks one member with kinds only ('balance', 'bets'),
-- no order. For such a transaction the commit trigger now writes its row and notifies it itself, in
-- ONE statement (INSERT ... RETURNING feeding pg_notify), and clears the marks with an assignment:
-- no call of member_events_write, no parsing of the marks into rows, no GROUP BY and no ordered
-- aggregates, and one statement run through SPI instead of four. Any other set of marks (several
-- members, a withdrawal's order) still goes to member_events_write (190), unchanged.
--
-- The marks are ";member|kind||;member|kind||;..." (190). With `member` the first entry's member,
-- removing ";member|" before each entry and the "||" after it leaves ";kind;kind;" exactly when every
-- entry is that member's and has no order; a '|' left over means another member or an order.
-- Entries are unique (a mark is added once), so are the kinds; they are written sorted, like
-- member_events_write's array_agg(DISTINCT).

DO $migration$
DECLARE
  s TEXT := quote_ident(current_schema());
BEGIN
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION %1$s.member_event_flush() RETURNS TRIGGER LANGUAGE plpgsql AS $fn$
    DECLARE
      pending TEXT := coalesce(current_setting('suite.member_events', true), '');
      member TEXT;
      only_kinds TEXT;
      done TEXT;
    BEGIN
      IF pending = '' THEN
        RETURN NULL;
      END IF;
      member := split_part(substr(pending, 2), '|', 1);
      only_kinds := replace(replace(pending, ';' || member || '|', ';'), '||;', ';');
      IF member = '' OR position('|' IN only_kinds) > 0 THEN
        PERFORM %1$s.member_events_write();
        RETURN NULL;
      END IF;
      done := set_config('suite.member_events', '', true);
      WITH written AS (
        INSERT INTO %1$s.member_event (member_id, kinds)
        VALUES (member, ARRAY(SELECT k FROM unnest(string_to_array(btrim(only_kinds, ';'), ';')) AS k ORDER BY k))
        RETURNING id, member_id, kinds, created_at
      )
      SELECT pg_notify(%1$s.member_events_channel(), json_build_object(
               'id', written.id::text, 'm', written.member_id, 'k', written.kinds,
               'o', NULL, 's', NULL, 'at', written.created_at)::text)::text
        FROM written INTO done;
      RETURN NULL;
    END $fn$
  $f$, s);
END $migration$;
