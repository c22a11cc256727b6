CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"commented_on" date NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"stars" smallint NOT NULL,
	CONSTRAINT "comments_stars_check" CHECK ("comments"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "group_details" (
	"group_id" integer NOT NULL,
	"detail_id" integer NOT NULL,
	CONSTRAINT "group_details_group_id_detail_id_pk" PRIMARY KEY("group_id","detail_id")
);
--> statement-breakpoint
CREATE TABLE "hires" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"hirer_id" integer NOT NULL,
	"hired_on" date NOT NULL,
	"completed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"job_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"stars" smallint DEFAULT 5 NOT NULL,
	"price" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"short_description" text NOT NULL,
	"detail_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_price_check" CHECK ("jobs"."price" >= 0),
	CONSTRAINT "jobs_stars_check" CHECK ("jobs"."stars" between 1 and 5),
	CONSTRAINT "jobs_rating_count_check" CHECK ("jobs"."rating_count" >= 0),
	CONSTRAINT "jobs_rating_total_check" CHECK ("jobs"."rating_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"birthday" date,
	"avatar" text DEFAULT '' NOT NULL,
	"gender" boolean DEFAULT true NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"skill" text[] DEFAULT '{}'::text[] NOT NULL,
	"certification" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('USER', 'ADMIN'))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_details" ADD CONSTRAINT "group_details_group_id_job_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_details" ADD CONSTRAINT "group_details_detail_id_job_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."job_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_hirer_id_users_id_fk" FOREIGN KEY ("hirer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_groups" ADD CONSTRAINT "job_groups_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_detail_id_job_details_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."job_details"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_job_idx" ON "comments" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "group_details_detail_idx" ON "group_details" USING btree ("detail_id");--> statement-breakpoint
CREATE INDEX "hires_job_idx" ON "hires" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "hires_hirer_idx" ON "hires" USING btree ("hirer_id");--> statement-breakpoint
CREATE INDEX "job_groups_job_type_idx" ON "job_groups" USING btree ("job_type_id");--> statement-breakpoint
CREATE INDEX "jobs_detail_idx" ON "jobs" USING btree ("detail_id");--> statement-breakpoint
CREATE INDEX "jobs_creator_idx" ON "jobs" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "jobs_name_trgm_idx" ON "jobs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);