-- The outbox (decision 037): a transaction that records events wakes every instance's worker when
-- it commits; polling backs it up. In the database because only the commit knows when the events
-- become visible, and NOTIFY is delivered exactly then, never for a rolled-back write. The payload
-- is the newest id the statement recorded: a worker that took it already, as an instance takes its
-- own writes' events before their announcement arrives, need not look again.

CREATE OR REPLACE FUNCTION outbox_events_wake() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  newest bigint;
BEGIN
  SELECT max(id) INTO newest FROM recorded;
  IF newest IS NOT NULL THEN
    PERFORM pg_notify('giglane_outbox', newest::text);
  END IF;
  RETURN NULL;
END;
$$;

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER outbox_events_wake_on_insert
AFTER INSERT ON outbox_events
REFERENCING NEW TABLE AS recorded
FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_wake();
