-- Messages and notifications (decision 024): conversations between two people, their messages and
-- attachments, blocks, and the notifications triggers write in the transaction of what they
-- announce. Every change worth telling is announced on the channel `giglane_live` with ids only;
-- PostgreSQL delivers it at commit, never for a rolled-back change.
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"gig_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversations_members_check" CHECK ("conversations"."seller_id" <> "conversations"."buyer_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_up_to" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversation_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "message_attachments_position_check" CHECK ("message_attachments"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_pair_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"gig_id" integer,
	"order_id" integer,
	"conversation_id" integer,
	"review_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('message', 'order_placed', 'requirements_answered', 'order_delivered', 'revision_requested', 'order_completed', 'order_cancelled', 'review_posted', 'review_replied'))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_gig_id_jobs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_gig_id_jobs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_review_id_comments_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- "Contact Me" opens one conversation per pair of people, whoever wrote first; an order has its own.
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree (least("buyer_id", "seller_id"),greatest("buyer_id", "seller_id")) WHERE "conversations"."order_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_idx" ON "conversations" USING btree ("order_id") WHERE "conversations"."order_id" IS NOT NULL;--> statement-breakpoint
-- A user's or gig's deletion finds its conversations through these.
CREATE INDEX "conversations_seller_idx" ON "conversations" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_idx" ON "conversations" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_gig_idx" ON "conversations" USING btree ("gig_id") WHERE "conversations"."gig_id" IS NOT NULL;--> statement-breakpoint
-- The inbox lists a user's conversations with at least one message, the latest first; the header's
-- badge counts those with unread messages.
CREATE INDEX "conversation_members_inbox_idx" ON "conversation_members" USING btree ("user_id","last_message_at" DESC,"conversation_id" DESC) WHERE "conversation_members"."last_message_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members" USING btree ("user_id") WHERE "conversation_members"."unread" > 0;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
-- A retried send (the same key from the same sender) answers the message it wrote first.
CREATE UNIQUE INDEX "messages_client_key_idx" ON "messages" USING btree ("sender_id","client_key");--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id","position");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
-- One message notification per conversation while unread: a new message moves it to the top.
CREATE UNIQUE INDEX "notifications_message_idx" ON "notifications" USING btree ("user_id","conversation_id") WHERE "notifications"."kind" = 'message' AND "notifications"."read_at" IS NULL;--> statement-breakpoint
-- Deleting what a notification points at finds it through these.
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id") WHERE "notifications"."actor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_gig_idx" ON "notifications" USING btree ("gig_id") WHERE "notifications"."gig_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id") WHERE "notifications"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_conversation_idx" ON "notifications" USING btree ("conversation_id") WHERE "notifications"."conversation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_review_idx" ON "notifications" USING btree ("review_id") WHERE "notifications"."review_id" IS NOT NULL;--> statement-breakpoint
-- A conversation always has its two members, whatever inserts it.
CREATE FUNCTION conversations_add_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "conversation_members" ("conversation_id", "user_id")
  VALUES (NEW."id", NEW."buyer_id"), (NEW."id", NEW."seller_id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_add_members_on_insert
AFTER INSERT ON "conversations"
FOR EACH ROW EXECUTE FUNCTION conversations_add_members();
--> statement-breakpoint
-- A message moves its conversation up both inboxes, counts as unread for the recipient, marks the
-- conversation read to its end for its sender (their message notification too), upserts the
-- recipient's notification and is announced to both members.
CREATE FUNCTION messages_follow() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER messages_follow_on_insert
AFTER INSERT ON "messages"
FOR EACH ROW EXECUTE FUNCTION messages_follow();
--> statement-breakpoint
-- An attachment's bytes are stored in `images` (decision 003) and go with it.
CREATE FUNCTION message_attachments_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "images" WHERE "path" = OLD."path";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER message_attachments_release_on_delete
AFTER DELETE ON "message_attachments"
FOR EACH ROW EXECUTE FUNCTION message_attachments_release();
--> statement-breakpoint
-- An order's move tells its buyer and seller, but not the one who made it (the marketplace's
-- completion, with no actor, tells both). Every path that moves an order writes this entry.
CREATE FUNCTION order_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  told text;
  o record;
BEGIN
  told := CASE NEW."type"
    WHEN 'placed' THEN 'order_placed'
    WHEN 'requirements_answered' THEN 'requirements_answered'
    WHEN 'delivered' THEN 'order_delivered'
    WHEN 'revision_requested' THEN 'revision_requested'
    WHEN 'accepted' THEN 'order_completed'
    WHEN 'auto_completed' THEN 'order_completed'
    WHEN 'completed_by_admin' THEN 'order_completed'
    WHEN 'cancelled' THEN 'order_cancelled'
  END;
  IF told IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT "hirer_id", "seller_id", "job_id" INTO o FROM "hires" WHERE "id" = NEW."order_id";
  INSERT INTO "notifications" ("user_id", "kind", "actor_id", "gig_id", "order_id")
  SELECT party, told, NEW."actor_id", o."job_id", NEW."order_id"
    FROM (VALUES (o."hirer_id"), (o."seller_id")) AS parties (party)
   WHERE party IS DISTINCT FROM NEW."actor_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_events_notify_on_insert
AFTER INSERT ON "order_events"
FOR EACH ROW EXECUTE FUNCTION order_events_notify();
--> statement-breakpoint
-- A review tells its gig's seller (not one the seller wrote); the seller's reply tells its author.
CREATE FUNCTION comments_notify_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "kind", "actor_id", "gig_id", "order_id", "review_id")
  SELECT j."creator_id", 'review_posted', NEW."author_id", NEW."job_id", NEW."order_id", NEW."id"
    FROM "jobs" AS j
   WHERE j."id" = NEW."job_id" AND j."creator_id" <> NEW."author_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_notify_review_on_insert
AFTER INSERT ON "comments"
FOR EACH ROW EXECUTE FUNCTION comments_notify_review();
--> statement-breakpoint
CREATE FUNCTION comments_notify_reply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "kind", "actor_id", "gig_id", "order_id", "review_id")
  SELECT NEW."author_id", 'review_replied', j."creator_id", NEW."job_id", NEW."order_id", NEW."id"
    FROM "jobs" AS j
   WHERE j."id" = NEW."job_id" AND j."creator_id" <> NEW."author_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_notify_reply_on_update
AFTER UPDATE OF "reply" ON "comments"
FOR EACH ROW WHEN (OLD."reply" IS NULL AND NEW."reply" IS NOT NULL)
EXECUTE FUNCTION comments_notify_reply();
--> statement-breakpoint
-- A new notification, or a message one moved to the top, is announced to its user; marking it read
-- is not news.
CREATE FUNCTION notifications_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('giglane_live', json_build_object(
    'k', 'notification', 'id', NEW."id", 'to', json_build_array(NEW."user_id"))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce_on_write
AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
FOR EACH ROW EXECUTE FUNCTION notifications_announce();
