-- Notices of moderation (decision 053): a reporter is told when an admin settles their report, the
-- account behind a hidden gig or a removed message or review is told what and why. An action keeps
-- what its target read, as a report does, so the notice outlives a removed review.
ALTER TABLE "moderation_actions" ADD COLUMN "snapshot" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "moderation_action_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_moderation_action_id_moderation_actions_id_fk" FOREIGN KEY ("moderation_action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_report_idx" ON "notifications" USING btree ("report_id") WHERE "notifications"."report_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_moderation_action_idx" ON "notifications" USING btree ("moderation_action_id") WHERE "notifications"."moderation_action_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('message', 'order_placed', 'requirements_answered', 'order_delivered', 'revision_requested', 'order_completed', 'order_cancelled', 'cancellation_requested', 'cancellation_declined', 'extension_requested', 'extension_accepted', 'extension_declined', 'dispute_opened', 'dispute_decided', 'review_posted', 'review_replied', 'buyer_reviewed', 'report_actioned', 'report_dismissed', 'gig_hidden', 'message_removed', 'review_removed'));
