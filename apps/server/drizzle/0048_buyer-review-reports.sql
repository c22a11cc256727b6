-- A seller's review of a buyer may be reported and removed (decision 053): removed, it is kept with
-- its time and shown nowhere, so its order's one review of the buyer is not written again.
ALTER TABLE "buyer_reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_check" CHECK ("reports"."target_type" in ('gig', 'user', 'message', 'review', 'buyer-review'));--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_target_check";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_target_check" CHECK ("moderation_actions"."target_type" in ('gig', 'user', 'message', 'review', 'buyer-review'));
