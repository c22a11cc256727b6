-- Reviews that can be trusted (decision 054). A review moves its gig's rating only when it is
-- counted (written from a completed order, through either door) and published (both sides of the
-- order have written, or the review window closed). Sellers review their buyers; "Helpful" is
-- stored per user.
ALTER TABLE "comments" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every review written so far was public at once: it stays so.
UPDATE "comments" SET "published_at" = "created_at";--> statement-breakpoint
-- Reviews of an order count. A comment of the original API counts when its author had a completed
-- order of the gig that it used up (the order is marked reviewed but has no review of its own): the
-- author's n-th such comment goes with the n-th such order, and the others are comments only.
WITH "spare" AS (
  SELECT "job_id", "hirer_id", count(*)::int AS "orders"
    FROM "hires" h
   WHERE h."state" = 'completed' AND h."reviewed_at" IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM "comments" c WHERE c."order_id" = h."id")
   GROUP BY "job_id", "hirer_id"),
"loose" AS (
  SELECT "id", "job_id", "author_id",
         row_number() OVER (PARTITION BY "job_id", "author_id" ORDER BY "id") AS "n"
    FROM "comments" WHERE "order_id" IS NULL)
UPDATE "comments" SET "counted" = true
  FROM "loose" LEFT JOIN "spare" ON "spare"."job_id" = "loose"."job_id"
                               AND "spare"."hirer_id" = "loose"."author_id"
 WHERE "comments"."id" = "loose"."id" AND "loose"."n" <= coalesce("spare"."orders", 0);--> statement-breakpoint
UPDATE "comments" SET "counted" = true WHERE "order_id" IS NOT NULL;--> statement-breakpoint
-- The comments that no longer count leave their gig's aggregates, as the trigger would take them
-- out; the counts an admin set stay.
UPDATE "jobs"
   SET "rating_count" = greatest("jobs"."rating_count" - "gone"."n", 0),
       "rating_total" = greatest("jobs"."rating_total" - "gone"."total", 0),
       "stars" = CASE WHEN "jobs"."rating_count" > "gone"."n"
                      THEN round(greatest("jobs"."rating_total" - "gone"."total", 0)::numeric
                                 / ("jobs"."rating_count" - "gone"."n"))
                      ELSE "jobs"."stars" END
  FROM (SELECT "job_id", count(*)::int AS "n", sum("stars")::int AS "total"
          FROM "comments" WHERE NOT "counted" GROUP BY "job_id") AS "gone"
 WHERE "gone"."job_id" = "jobs"."id";--> statement-breakpoint
CREATE INDEX "comments_unpublished_idx" ON "comments" USING btree ("order_id") WHERE "published_at" IS NULL;--> statement-breakpoint
CREATE TABLE "buyer_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "buyer_reviews_stars_check" CHECK ("buyer_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_reviews_order_idx" ON "buyer_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "buyer_reviews_buyer_idx" ON "buyer_reviews" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "buyer_reviews_unpublished_idx" ON "buyer_reviews" USING btree ("order_id") WHERE "published_at" IS NULL;--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_comments_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_helpful_votes_user_idx" ON "review_helpful_votes" USING btree ("user_id");--> statement-breakpoint
-- A buyer is told when the seller reviewed them.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('message', 'order_placed', 'requirements_answered', 'order_delivered', 'revision_requested', 'order_completed', 'order_cancelled', 'cancellation_requested', 'cancellation_declined', 'extension_requested', 'extension_accepted', 'extension_declined', 'review_posted', 'review_replied', 'buyer_reviewed'));
