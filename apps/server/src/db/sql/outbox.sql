-- The outbox (decision 037): a transaction that records events wakes every instance's worker when
-- it commits; polling backs it up. In the database because only the commit knows when the events
-- become visible, and NOTIFY is delivered exactly then, never for a rolled-back write.

CREATE OR REPLACE FUNCTION outbox_events_wake() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('giglane_outbox', '');
  RETURN NULL;
END;
$$;

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER outbox_events_wake_on_insert
AFTER INSERT ON outbox_events
FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_wake();
