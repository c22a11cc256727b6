-- Messaging (decision 024): a conversation's two member rows. What a message changes and who is
-- told of it are decided by the messages' service and written in its transaction (decision 038).

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
