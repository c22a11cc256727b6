-- Appeals (decision 058): the account behind a hidden gig or a suspended account appeals the
-- admin's action once; an admin grants it by taking the action back or declines it, an action of
-- its own in the audit.
CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_action_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_status_check" CHECK ("appeals"."status" in ('open', 'granted', 'declined'))
);--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_action_id_moderation_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decision_action_id_moderation_actions_id_fk" FOREIGN KEY ("decision_action_id") REFERENCES "public"."moderation_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_action_idx" ON "appeals" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "appeals_open_idx" ON "appeals" USING btree ("created_at","id") WHERE "appeals"."status" = 'open';--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('hide-gig', 'unhide-gig', 'suspend-user', 'unsuspend-user', 'remove-message', 'remove-review', 'dismiss', 'decline-appeal'));
