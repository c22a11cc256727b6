-- Each completed order buys one review, whatever the door it is written through: the order page or,
-- with REVIEWS=orders, the original POST /api/binh-luan. The mark is on the order, not the review,
-- so deleting the review does not open the order to another one (and another seller's reply).
ALTER TABLE "hires" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "hires" SET "reviewed_at" = c."created_at" FROM "comments" c WHERE c."order_id" = "hires"."id";--> statement-breakpoint
-- A buyer's completed orders of a gig still open to a review: what POST /api/binh-luan takes one from.
CREATE INDEX "hires_review_slot_idx" ON "hires" USING btree ("hirer_id", "job_id", "id") WHERE "state" = 'completed' AND "reviewed_at" IS NULL;
