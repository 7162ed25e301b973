-- Live account events (migration 160) for withdrawal disputes (migration 180): an operator's resolution
-- (confirmed, paid, closed) writes withdrawal_dispute, not withdrawal_order, so it marks the order's
-- member with a 'withdrawal' event here (the order and its status), flushed at commit like the others.
CREATE FUNCTION withdrawal_dispute_event_mark() RETURNS TRIGGER LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  pending TEXT := coalesce(current_setting('suite.member_events', true), '');
  entry TEXT;
BEGIN
  SELECT o.member_id || '|withdrawal|' || o.id || '|' || o.status INTO entry FROM withdrawal_order o WHERE o.id = NEW.order_id;
  IF entry IS NULL OR position(';' || entry || ';' IN pending) > 0 THEN
    RETURN NULL;
  END IF;
  IF pending = '' THEN
    pending := ';';
  END IF;
  PERFORM set_config('suite.member_events', pending || entry || ';', true);
  RETURN NULL;
END $$;

CREATE TRIGGER member_event_withdrawal_dispute AFTER INSERT ON withdrawal_dispute FOR EACH ROW EXECUTE FUNCTION withdrawal_dispute_event_mark();
CREATE CONSTRAINT TRIGGER member_event_withdrawal_dispute_commit AFTER INSERT ON withdrawal_dispute DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION member_event_flush();
