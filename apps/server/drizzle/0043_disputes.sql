-- Disputes (decision 056): a party asks an admin to decide an order the two disagree on; the order
-- is frozen in its own state until the admin releases it to the seller or refunds the buyer.
ALTER TABLE "hires" DROP CONSTRAINT "hires_state_check";--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_state_check" CHECK ("hires"."state" in ('placed', 'in_progress', 'delivered', 'revision_requested', 'disputed', 'completed', 'cancelled'));--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"refund" integer,
	"decision" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_disputes_opened_by_check" CHECK ("order_disputes"."opened_by" in ('buyer', 'seller')),
	CONSTRAINT "order_disputes_outcome_check" CHECK ("order_disputes"."outcome" in ('release', 'full_refund', 'part_refund')),
	CONSTRAINT "order_disputes_refund_check" CHECK (("order_disputes"."outcome" = 'part_refund') = ("order_disputes"."refund" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_open_idx" ON "order_disputes" USING btree ("order_id") WHERE "order_disputes"."outcome" IS NULL;--> statement-breakpoint
CREATE INDEX "order_disputes_order_idx" ON "order_disputes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_disputes_queue_idx" ON "order_disputes" USING btree ("opened_at","id") WHERE "order_disputes"."outcome" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('message', 'order_placed', 'requirements_answered', 'order_delivered', 'revision_requested', 'order_completed', 'order_cancelled', 'cancellation_requested', 'cancellation_declined', 'extension_requested', 'extension_accepted', 'extension_declined', 'dispute_opened', 'dispute_decided', 'review_posted', 'review_replied', 'buyer_reviewed'));
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_check" CHECK ("order_events"."type" in ('placed', 'requirements_answered', 'started', 'delivered', 'revision_requested', 'accepted', 'auto_completed', 'completed_by_admin', 'reopened_by_admin', 'cancelled', 'cancellation_requested', 'cancellation_accepted', 'cancellation_declined', 'cancellation_lapsed', 'extension_requested', 'extension_accepted', 'extension_declined', 'dispute_opened', 'dispute_released', 'dispute_refunded', 'reviewed', 'review_replied'));
