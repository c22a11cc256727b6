ALTER TABLE "jobs" ADD COLUMN "delivery_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hire_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "style_mask" integer GENERATED ALWAYS AS (((strpos(lower("name"), 'minimalist') > 0)::int << 0) | ((strpos(lower("name"), 'modern') > 0)::int << 1) | ((strpos(lower("name"), 'vintage') > 0)::int << 2) | ((strpos(lower("name"), 'hand-drawn') > 0)::int << 3) | ((strpos(lower("name"), 'retro') > 0)::int << 4) | ((strpos(lower("name"), '3d') > 0)::int << 5) | ((strpos(lower("name"), 'luxury') > 0)::int << 6) | ((strpos(lower("name"), 'playful') > 0)::int << 7) | ((strpos(lower("name"), 'bold') > 0)::int << 8) | ((strpos(lower("name"), 'elegant') > 0)::int << 9) | ((strpos(lower("name"), 'clean') > 0)::int << 10) | ((strpos(lower("name"), 'geometric') > 0)::int << 11)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_hire_count_idx" ON "jobs" USING btree ("hire_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_facets_idx" ON "jobs" USING btree ("detail_id","creator_id","price","delivery_days","pro","style_mask");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_delivery_days_check" CHECK ("jobs"."delivery_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hire_count_check" CHECK ("jobs"."hire_count" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seller_level_check" CHECK ("users"."seller_level" between 0 and 3);
--> statement-breakpoint
-- A job's hire_count follows its hires in the same transaction (inserts, deletes, a hire moved to
-- another job, cascades), like the ratings in 0002: "Best Selling" sorts on it through an index
-- instead of counting every job's hires per request.
CREATE FUNCTION jobs_follow_hires() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE jobs SET hire_count = greatest(hire_count - 1, 0) WHERE id = OLD.job_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE jobs SET hire_count = hire_count + 1 WHERE id = NEW.job_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hires_follow_count
AFTER INSERT OR DELETE OR UPDATE OF job_id ON hires
FOR EACH ROW EXECUTE FUNCTION jobs_follow_hires();
--> statement-breakpoint
UPDATE jobs SET hire_count = counted.n
  FROM (SELECT job_id, count(*)::int AS n FROM hires GROUP BY job_id) counted
 WHERE counted.job_id = jobs.id;
