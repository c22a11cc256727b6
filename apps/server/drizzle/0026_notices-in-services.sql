-- Who is told of an order's move, a review and its reply is decided by the orders' and reviews'
-- services, next to their rules, and written in their transactions with the outbox's live events
-- (decision 038): the triggers that decided it go. Notifications of messages are still written by
-- a trigger (messages_follow) and announced by the one kept here, for that kind only.
DROP TRIGGER "order_events_notify_on_insert" ON "order_events";--> statement-breakpoint
DROP FUNCTION "order_events_notify"();--> statement-breakpoint
DROP TRIGGER "comments_notify_review_on_insert" ON "comments";--> statement-breakpoint
DROP FUNCTION "comments_notify_review"();--> statement-breakpoint
DROP TRIGGER "comments_notify_reply_on_update" ON "comments";--> statement-breakpoint
DROP FUNCTION "comments_notify_reply"();--> statement-breakpoint
DROP TRIGGER "notifications_announce_on_write" ON "notifications";--> statement-breakpoint
CREATE TRIGGER notifications_announce_on_write
AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
FOR EACH ROW WHEN (NEW."kind" = 'message')
EXECUTE FUNCTION notifications_announce();
