-- Who is told of an order's move is decided by the orders' service, next to the state machine,
-- and written in its transaction with the outbox's live events (decision 038): the trigger that
-- decided it goes. Notifications of messages and reviews are still written by triggers and
-- announced by this one; those of orders are announced through the outbox.
DROP TRIGGER "order_events_notify_on_insert" ON "order_events";--> statement-breakpoint
DROP FUNCTION "order_events_notify"();--> statement-breakpoint
DROP TRIGGER "notifications_announce_on_write" ON "notifications";--> statement-breakpoint
CREATE TRIGGER notifications_announce_on_write
AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
FOR EACH ROW WHEN (NEW."kind" IN ('message', 'review_posted', 'review_replied'))
EXECUTE FUNCTION notifications_announce();
