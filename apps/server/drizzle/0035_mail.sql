-- E-mail (decision 047): every mail the app sends, written with what it announces and sent by the
-- outbox's worker.
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"to_address" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"subject" text,
	"html" text,
	"text" text,
	"headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mails_status_check" CHECK ("mails"."status" in ('queued', 'sent', 'kept'))
);
--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_created_idx" ON "mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mails_user_idx" ON "mails" USING btree ("user_id") WHERE "mails"."user_id" IS NOT NULL;
