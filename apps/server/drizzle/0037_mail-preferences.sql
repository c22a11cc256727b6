-- Each user's choice of mail (decision 049): a row turns one kind off; every kind is on without one.
CREATE TABLE "mail_opt_outs" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_opt_outs_kind_check" CHECK (kind in ('orders', 'messages', 'reviews', 'payments'))
);
--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- When an order's parties were told it is late: once per order, by the late-orders round.
ALTER TABLE "hires" ADD COLUMN "late_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "hires_late_idx" ON "hires" USING btree ("due_at") WHERE "hires"."state" in ('in_progress', 'revision_requested') AND "hires"."late_mailed_at" IS NULL;
