-- Unread messages by e-mail (decision 050): how far each member's messages were mailed, and who
-- holds a live socket on which instance, so any instance can tell whether a user is connected.
ALTER TABLE "conversation_members" ADD COLUMN "mailed_up_to" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "live_presence" (
	"instance_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_presence_instance_id_user_id_pk" PRIMARY KEY("instance_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_presence_user_idx" ON "live_presence" USING btree ("user_id","seen_at");
