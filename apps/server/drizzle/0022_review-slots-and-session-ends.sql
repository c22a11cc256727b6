-- Each completed order buys one review, whatever the door it is written through: the order page or,
-- with REVIEWS=orders, the original POST /api/binh-luan. The mark is on the order, not the review,
-- so deleting the review does not open the order to another one (and another seller's reply).
ALTER TABLE "hires" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "hires" SET "reviewed_at" = c."created_at" FROM "comments" c WHERE c."order_id" = "hires"."id";--> statement-breakpoint
-- A buyer's completed orders of a gig still open to a review: what POST /api/binh-luan takes one from.
CREATE INDEX "hires_review_slot_idx" ON "hires" USING btree ("hirer_id", "job_id", "id") WHERE "state" = 'completed' AND "reviewed_at" IS NULL;
--> statement-breakpoint
-- A user's sessions end when their session version rises (a new password, "sign out everywhere")
-- or the user is deleted: every instance hears it at commit and closes that user's live sockets
-- (decision 032), whichever statement did it.
CREATE OR REPLACE FUNCTION users_announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('giglane_live', json_build_object(
    'k', 'sessions', 'u', OLD."id", 'to', json_build_array(OLD."id"))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_session_end_on_update
AFTER UPDATE OF "session_version" ON "users"
FOR EACH ROW WHEN (NEW."session_version" IS DISTINCT FROM OLD."session_version")
EXECUTE FUNCTION users_announce_session_end();
--> statement-breakpoint
CREATE TRIGGER users_announce_session_end_on_delete
AFTER DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION users_announce_session_end();
