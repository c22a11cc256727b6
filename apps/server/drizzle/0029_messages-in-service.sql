-- What a message changes and who is told of it is decided by the messages' service, next to its
-- rules, and written in its transaction with the outbox's live events (decision 038): the trigger
-- that did it goes, and with it the one that announced message notifications, the last kind a
-- trigger wrote.
DROP TRIGGER "messages_follow_on_insert" ON "messages";--> statement-breakpoint
DROP FUNCTION "messages_follow"();--> statement-breakpoint
DROP TRIGGER "notifications_announce_on_write" ON "notifications";--> statement-breakpoint
DROP FUNCTION "notifications_announce"();
