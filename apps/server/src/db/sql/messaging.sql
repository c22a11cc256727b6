-- Messaging (decision 024): a conversation's two member rows, and the live announcement of a
-- message notification. Every change worth telling is announced on the channel `giglane_live` with
-- ids only; PostgreSQL delivers it at commit, never for a rolled-back change. The second section
-- still decides what a message does, and is moving to the messages service.

-- A conversation always has its two members, whatever inserts it.
CREATE OR REPLACE FUNCTION conversations_add_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "conversation_members" ("conversation_id", "user_id")
  VALUES (NEW."id", NEW."buyer_id"), (NEW."id", NEW."seller_id");
  RETURN NULL;
END;
$$;

-- Duty: member rows
CREATE OR REPLACE TRIGGER conversations_add_members_on_insert
AFTER INSERT ON conversations
FOR EACH ROW EXECUTE FUNCTION conversations_add_members();

-- A new message notification, or one a new message moved to the top, is announced to its user;
-- marking it read is not news. Other kinds are announced by the services that write them, through
-- the outbox (decision 038).
CREATE OR REPLACE FUNCTION notifications_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('giglane_live', json_build_object(
    'k', 'notification', 'id', NEW."id", 'to', json_build_array(NEW."user_id"))::text);
  RETURN NULL;
END;
$$;

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER notifications_announce_on_write
AFTER INSERT OR UPDATE OF created_at ON notifications
FOR EACH ROW WHEN (NEW.kind = 'message')
EXECUTE FUNCTION notifications_announce();

-- =============================================================================================
-- Moving to the messages service: not mechanical. A message moves its conversation up both
-- inboxes, counts as unread for the recipient, marks the conversation read to its end for its
-- sender (their message notification too), upserts the recipient's notification and is announced
-- to both members. Kept exactly as migration 0013 wrote it until the service takes it over.
-- =============================================================================================
CREATE OR REPLACE FUNCTION messages_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
  recipient integer;
BEGIN
  UPDATE "conversations"
     SET "last_message_id" = greatest("last_message_id", NEW."id"),
         "last_message_at" = greatest("last_message_at", NEW."created_at")
   WHERE "id" = NEW."conversation_id"
   RETURNING "buyer_id", "seller_id", "gig_id", "order_id" INTO c;
  recipient := CASE WHEN NEW."sender_id" = c."buyer_id" THEN c."seller_id" ELSE c."buyer_id" END;
  UPDATE "conversation_members"
     SET "last_message_at" = greatest("last_message_at", NEW."created_at"),
         "unread" = CASE WHEN "user_id" = recipient THEN "unread" + 1 ELSE 0 END,
         "read_up_to" = CASE WHEN "user_id" = NEW."sender_id"
                             THEN greatest("read_up_to", NEW."id") ELSE "read_up_to" END
   WHERE "conversation_id" = NEW."conversation_id";
  UPDATE "notifications" SET "read_at" = now()
   WHERE "user_id" = NEW."sender_id" AND "conversation_id" = NEW."conversation_id"
     AND "kind" = 'message' AND "read_at" IS NULL;
  INSERT INTO "notifications" ("user_id", "kind", "actor_id", "gig_id", "order_id", "conversation_id")
  VALUES (recipient, 'message', NEW."sender_id", c."gig_id", c."order_id", NEW."conversation_id")
  ON CONFLICT ("user_id", "conversation_id") WHERE "kind" = 'message' AND "read_at" IS NULL
  DO UPDATE SET "created_at" = now(), "actor_id" = EXCLUDED."actor_id", "gig_id" = EXCLUDED."gig_id";
  PERFORM pg_notify('giglane_live', json_build_object(
    'k', 'message', 'id', NEW."id", 'to', json_build_array(c."buyer_id", c."seller_id"))::text);
  RETURN NULL;
END;
$$;

-- Duty: moving to the messages service
CREATE OR REPLACE TRIGGER messages_follow_on_insert
AFTER INSERT ON messages
FOR EACH ROW EXECUTE FUNCTION messages_follow();
