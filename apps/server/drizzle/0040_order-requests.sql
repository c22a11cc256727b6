-- Requests one party of an order makes of the other (decision 052): to cancel together, or (the
-- seller) for more days. One open per order; a cancellation left unanswered lapses into accepted.
ALTER TABLE "hires" ADD COLUMN "extra_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_extra_days_check" CHECK ("hires"."extra_days" >= 0);--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"asked_by" text NOT NULL,
	"reason" text NOT NULL,
	"days" smallint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_by" timestamp with time zone,
	"outcome" text,
	"ended_at" timestamp with time zone,
	CONSTRAINT "order_requests_kind_check" CHECK ("order_requests"."kind" in ('cancellation', 'extension')),
	CONSTRAINT "order_requests_asked_by_check" CHECK ("order_requests"."asked_by" in ('buyer', 'seller')),
	CONSTRAINT "order_requests_outcome_check" CHECK ("order_requests"."outcome" in ('accepted', 'declined', 'lapsed', 'closed')),
	CONSTRAINT "order_requests_days_check" CHECK (("order_requests"."kind" = 'extension') = ("order_requests"."days" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_open_idx" ON "order_requests" USING btree ("order_id") WHERE "order_requests"."outcome" IS NULL;--> statement-breakpoint
CREATE INDEX "order_requests_order_idx" ON "order_requests" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('message', 'order_placed', 'requirements_answered', 'order_delivered', 'revision_requested', 'order_completed', 'order_cancelled', 'cancellation_requested', 'cancellation_declined', 'extension_requested', 'extension_accepted', 'extension_declined', 'review_posted', 'review_replied'));
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_check" CHECK ("order_events"."type" in ('placed', 'requirements_answered', 'started', 'delivered', 'revision_requested', 'accepted', 'auto_completed', 'completed_by_admin', 'reopened_by_admin', 'cancelled', 'cancellation_requested', 'cancellation_accepted', 'cancellation_declined', 'cancellation_lapsed', 'extension_requested', 'extension_accepted', 'extension_declined', 'reviewed', 'review_replied'));
