-- Orders (decision 023): a hire becomes an order in place, so every id the original API handed out
-- stays valid. It keeps a copy of the package bought, its state and the moments it passed through.
ALTER TABLE "hires" ADD COLUMN "state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "package_tier" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "package_name" text;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "package_description" text;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "package_features" text[];--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "package_extra" text;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "package_delivery_days" smallint;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "package_revisions" smallint;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "package_price" integer;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "total" integer;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "requirements_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "revisions_used" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "keywords" text;--> statement-breakpoint
-- The hires so far: a finished one is completed, any other in progress since the day it was
-- booked; each bought its gig's Basic package (the gig's own fields for a gig that has none).
UPDATE "hires" AS h SET
  "state" = CASE WHEN h."completed" THEN 'completed' ELSE 'in_progress' END,
  "seller_id" = j."creator_id",
  "package_name" = coalesce(p."name", 'Basic'),
  "package_description" = coalesce(p."description", j."short_description"),
  "package_features" = coalesce(p."features", '{}'::text[]),
  "package_extra" = coalesce(p."extra", ''),
  "package_delivery_days" = coalesce(p."delivery_days", j."delivery_days"),
  "package_revisions" = CASE WHEN p."gig_id" IS NULL THEN 1 ELSE p."revisions" END,
  "package_price" = coalesce(p."price", j."price"),
  "total" = coalesce(p."price", j."price"),
  "placed_at" = h."hired_on"::timestamptz,
  "started_at" = h."hired_on"::timestamptz,
  "due_at" = h."hired_on"::timestamptz + make_interval(days => coalesce(p."delivery_days", j."delivery_days")),
  "completed_at" = CASE WHEN h."completed" THEN h."hired_on"::timestamptz END,
  "keywords" = lower(j."name" || E'\n' || b."name" || E'\n' || b."email")
FROM "jobs" AS j LEFT JOIN "gig_packages" AS p ON p."gig_id" = j."id" AND p."tier" = 0,
     "users" AS b
WHERE j."id" = h."job_id" AND b."id" = h."hirer_id";--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "package_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "package_description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "package_features" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "package_extra" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "package_delivery_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "package_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "placed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ALTER COLUMN "keywords" SET NOT NULL;--> statement-breakpoint
-- hoanThanh is the state, never a second truth: a column PostgreSQL computes from it.
ALTER TABLE "hires" DROP COLUMN "completed";--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "completed" boolean GENERATED ALWAYS AS ("state" = 'completed') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "hires_completed_idx" ON "hires" USING btree ("completed","id");--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_state_check" CHECK ("hires"."state" in ('placed', 'in_progress', 'delivered', 'revision_requested', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_package_tier_check" CHECK ("hires"."package_tier" between 0 and 2);--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_total_check" CHECK ("hires"."total" >= 0);--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_revisions_used_check" CHECK ("hires"."revisions_used" >= 0);--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_due_check" CHECK (("hires"."started_at" IS NULL) = ("hires"."due_at" IS NULL));--> statement-breakpoint
-- The lists: a buyer's and a seller's tabs newest first, the admin list filtered by state, the
-- gig page's queue (the seller's open orders), and the scan for orders to complete on their own.
CREATE INDEX "hires_buyer_tab_idx" ON "hires" USING btree ("hirer_id","state","placed_at","id");--> statement-breakpoint
CREATE INDEX "hires_seller_tab_idx" ON "hires" USING btree ("seller_id","state","placed_at","id");--> statement-breakpoint
CREATE INDEX "hires_state_idx" ON "hires" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "hires_auto_complete_idx" ON "hires" USING btree ("delivered_at") WHERE "hires"."state" = 'delivered';--> statement-breakpoint
CREATE UNIQUE INDEX "hires_idempotency_idx" ON "hires" USING btree ("hirer_id","idempotency_key");--> statement-breakpoint
-- The admin list's keyword matches the gig's name or the buyer's name or email. Each order keeps
-- those three, lower-cased, in one column with a trigram index, so a keyword is looked up, counted
-- and paged on hires alone with a LIKE (an ILIKE costs several times more per row): no join of
-- gigs and users, and no union of ids that grows with the matches. Triggers keep the copy when an
-- order moves, or a gig or buyer is renamed (decision 023).
CREATE INDEX "hires_keywords_trgm_idx" ON "hires" USING gin ("keywords" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION order_keywords(gig integer, buyer integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(j."name" || E'\n' || u."name" || E'\n' || u."email")
    FROM "jobs" AS j, "users" AS u WHERE j."id" = gig AND u."id" = buyer
$$;
--> statement-breakpoint
CREATE FUNCTION hires_keep_keywords() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."keywords" := coalesce(order_keywords(NEW."job_id", NEW."hirer_id"), '');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hires_keep_keywords_on_write
BEFORE INSERT OR UPDATE OF "job_id", "hirer_id" ON "hires"
FOR EACH ROW EXECUTE FUNCTION hires_keep_keywords();
--> statement-breakpoint
CREATE FUNCTION jobs_rename_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "hires" SET "keywords" = order_keywords("job_id", "hirer_id") WHERE "job_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_rename_orders_on_change
AFTER UPDATE OF "name" ON "jobs"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
EXECUTE FUNCTION jobs_rename_orders();
--> statement-breakpoint
CREATE FUNCTION users_rename_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "hires" SET "keywords" = order_keywords("job_id", "hirer_id") WHERE "hirer_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_rename_orders_on_change
AFTER UPDATE OF "name", "email" ON "users"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
EXECUTE FUNCTION users_rename_orders();
--> statement-breakpoint
-- An order written without its copy of the package (the original API's POST, rows written
-- straight into the table) takes it from the gig at insert, in the same statement: the price,
-- delivery time and revisions are the server's, never the client's. A gig without the tier asked
-- for (one from before packages) lends its own fields as a Basic package, as the backfill above.
CREATE FUNCTION hires_copy_package() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gig record;
  bought record;
BEGIN
  SELECT "creator_id", "short_description", "price", "delivery_days" INTO gig
    FROM "jobs" WHERE "id" = NEW."job_id";
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key refuses the row
  END IF;
  NEW."seller_id" := coalesce(NEW."seller_id", gig."creator_id");
  IF NEW."package_name" IS NULL THEN
    SELECT "name", "description", "features", "extra", "delivery_days", "revisions", "price"
      INTO bought
      FROM "gig_packages" WHERE "gig_id" = NEW."job_id" AND "tier" = NEW."package_tier";
    IF FOUND THEN
      NEW."package_name" := bought."name";
      NEW."package_description" := bought."description";
      NEW."package_features" := bought."features";
      NEW."package_extra" := bought."extra";
      NEW."package_delivery_days" := bought."delivery_days";
      NEW."package_revisions" := bought."revisions";
      NEW."package_price" := bought."price";
    ELSE
      NEW."package_tier" := 0;
      NEW."package_name" := 'Basic';
      NEW."package_description" := gig."short_description";
      NEW."package_features" := '{}'::text[];
      NEW."package_extra" := '';
      NEW."package_delivery_days" := gig."delivery_days";
      NEW."package_revisions" := 1;
      NEW."package_price" := gig."price";
    END IF;
  END IF;
  NEW."total" := coalesce(NEW."total", NEW."package_price");
  NEW."placed_at" := coalesce(NEW."placed_at", NEW."hired_on"::timestamptz);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hires_copy_package_on_insert
BEFORE INSERT ON "hires"
FOR EACH ROW EXECUTE FUNCTION hires_copy_package();
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "order_events_type_check" CHECK ("order_events"."type" in ('placed', 'requirements_answered', 'started', 'delivered', 'revision_requested', 'accepted', 'auto_completed', 'completed_by_admin', 'reopened_by_admin', 'cancelled', 'reviewed', 'review_replied'))
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"message" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_files" (
	"delivery_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "delivery_files_delivery_id_position_pk" PRIMARY KEY("delivery_id","position"),
	CONSTRAINT "delivery_files_position_check" CHECK ("delivery_files"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "gig_requirements" (
	"gig_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	CONSTRAINT "gig_requirements_gig_id_position_pk" PRIMARY KEY("gig_id","position"),
	CONSTRAINT "gig_requirements_position_check" CHECK ("gig_requirements"."position" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "order_requirements" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	CONSTRAINT "order_requirements_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_requirements" ADD CONSTRAINT "gig_requirements_gig_id_jobs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requirements" ADD CONSTRAINT "order_requirements_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_events_actor_idx" ON "order_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id","id");--> statement-breakpoint
-- A delivered file is stored in `images` like a picture (decision 003) and belongs to its delivery
-- alone: it goes with it (an order deleted with its gig or its buyer).
CREATE FUNCTION delivery_files_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "images" WHERE "path" = OLD."path";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER delivery_files_release_on_delete
AFTER DELETE ON "delivery_files"
FOR EACH ROW EXECUTE FUNCTION delivery_files_release();
--> statement-breakpoint
-- Every hire so far was placed by its buyer on the day it was booked.
INSERT INTO "order_events" ("order_id", "type", "actor_id", "at")
SELECT "id", 'placed', "hirer_id", "placed_at" FROM "hires" ORDER BY "id";--> statement-breakpoint
-- Reviews: one per order at most (a review from the open form has none), the Rating Breakdown's
-- three questions, the seller's one reply, and when it was written and last edited.
ALTER TABLE "comments" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "communication" smallint;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "as_described" smallint;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "recommend" smallint;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "comments" SET "created_at" = "commented_on"::timestamptz, "updated_at" = "commented_on"::timestamptz;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_order_id_hires_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."hires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_order_idx" ON "comments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_ratings_check" CHECK ("comments"."communication" between 1 and 5 AND "comments"."as_described" between 1 and 5 AND "comments"."recommend" between 1 and 5);--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reply_check" CHECK (("comments"."reply" IS NULL) = ("comments"."replied_at" IS NULL));
