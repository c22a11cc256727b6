CREATE TABLE "gig_faqs" (
	"gig_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "gig_faqs_gig_id_position_pk" PRIMARY KEY("gig_id","position")
);
--> statement-breakpoint
CREATE TABLE "gig_packages" (
	"gig_id" integer NOT NULL,
	"tier" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"delivery_days" smallint NOT NULL,
	"revisions" smallint,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	CONSTRAINT "gig_packages_gig_id_tier_pk" PRIMARY KEY("gig_id","tier"),
	CONSTRAINT "gig_packages_tier_check" CHECK ("gig_packages"."tier" between 0 and 2),
	CONSTRAINT "gig_packages_price_check" CHECK ("gig_packages"."price" >= 0),
	CONSTRAINT "gig_packages_delivery_days_check" CHECK ("gig_packages"."delivery_days" between 1 and 90),
	CONSTRAINT "gig_packages_revisions_check" CHECK ("gig_packages"."revisions" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "gig_pictures" (
	"gig_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"path" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"widths" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	CONSTRAINT "gig_pictures_gig_id_position_pk" PRIMARY KEY("gig_id","position"),
	CONSTRAINT "gig_pictures_position_check" CHECK ("gig_pictures"."position" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_delivery_days_check";--> statement-breakpoint
DROP INDEX "jobs_facets_idx";--> statement-breakpoint
ALTER TABLE "job_details" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gig_faqs" ADD CONSTRAINT "gig_faqs_gig_id_jobs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_packages" ADD CONSTRAINT "gig_packages_gig_id_jobs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_pictures" ADD CONSTRAINT "gig_pictures_gig_id_jobs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gig_pictures_path_idx" ON "gig_pictures" USING btree ("path");--> statement-breakpoint
CREATE INDEX "images_path_prefix_idx" ON "images" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "jobs_creator_status_idx" ON "jobs" USING btree ("creator_id","status","id");--> statement-breakpoint
CREATE INDEX "jobs_facets_idx" ON "jobs" USING btree ("detail_id","creator_id","price","delivery_days","pro","style_mask") WHERE "jobs"."status" = 'active';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'active', 'paused'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_delivery_days_check" CHECK ("jobs"."delivery_days" between 1 and 90);--> statement-breakpoint
-- Every gig so far offered one package: it becomes the Basic package, from the gig's price,
-- short description and delivery time, with one revision (docs/spec-notes.md).
INSERT INTO gig_packages (gig_id, tier, name, description, price, delivery_days, revisions)
SELECT id, 0, 'Basic', short_description, price, delivery_days, 1 FROM jobs;
--> statement-breakpoint
-- Whoever has a gig sells: their seller profile is public from the day they joined.
UPDATE users SET seller_since = created_at
 WHERE EXISTS (SELECT 1 FROM jobs WHERE jobs.creator_id = users.id);
--> statement-breakpoint
-- A gallery picture is shown by its gig_pictures row too, and is stored with its narrower sizes
-- (`/images/<name>-w480.jpg` beside `/images/<name>.jpg`, decision 021): a picture nothing shows
-- any more goes with its sizes, in the transaction that dropped its last reference (decision 014).
CREATE OR REPLACE FUNCTION images_release(released text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stem text;
BEGIN
  IF released IS NULL OR released !~ '^/(images|avatar)/' THEN
    RETURN;
  END IF;
  stem := substring(released from '^(.*)\.[^./]+$');
  PERFORM 1 FROM images WHERE path = released FOR UPDATE;
  DELETE FROM images
   WHERE path = released
     AND NOT EXISTS (SELECT 1 FROM users WHERE avatar = released)
     AND NOT EXISTS (SELECT 1 FROM jobs WHERE image = released)
     AND NOT EXISTS (SELECT 1 FROM job_groups WHERE image = released)
     AND NOT EXISTS (SELECT 1 FROM gig_pictures WHERE path = released);
  IF FOUND AND stem IS NOT NULL THEN
    -- Every path that starts with `<stem>-w`, as a byte-wise range that images_path_prefix_idx
    -- serves whatever the collation and however the statement is planned.
    DELETE FROM images
     WHERE path ~>=~ (stem || '-w') AND path ~<~ (stem || '-x')
       AND substr(path, length(stem) + 1) ~ '^-w[0-9]+\.[^./]+$';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION gig_pictures_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM images_release(OLD.path);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gig_pictures_release_on_change
AFTER UPDATE OF path ON gig_pictures
FOR EACH ROW WHEN (OLD.path IS DISTINCT FROM NEW.path)
EXECUTE FUNCTION gig_pictures_release();
--> statement-breakpoint
CREATE TRIGGER gig_pictures_release_on_delete
AFTER DELETE ON gig_pictures
FOR EACH ROW EXECUTE FUNCTION gig_pictures_release();
