-- The storefront's search reads one narrow row per listed gig (decision 022): what its filters,
-- sorts and facets need, copied from jobs and the seller, so a search never reads the wide jobs
-- rows with their texts nor joins every seller. Triggers keep it in step with every write, like
-- the rating aggregates (decision 004); gig_search_rebuild() builds it afresh in one statement,
-- for this migration and for a bulk load that ran with triggers off.
CREATE TABLE "gig_search" (
  "gig_id" integer PRIMARY KEY NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "detail_id" integer NOT NULL,
  "seller_id" integer NOT NULL,
  "seller_level" smallint NOT NULL,
  "seller_country" text NOT NULL,
  "seller_online" boolean NOT NULL,
  "price" integer NOT NULL,
  "delivery_days" smallint NOT NULL,
  "pro" boolean NOT NULL,
  "style_mask" integer NOT NULL,
  "rating" real NOT NULL,
  "hire_count" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "sample" smallint NOT NULL,
  "words" tsvector NOT NULL
);
--> statement-breakpoint
-- Keyword matches: the title's and tags' words, any word prefix.
CREATE INDEX "gig_search_words_idx" ON "gig_search" USING gin ("words");--> statement-breakpoint
-- The facets read the matches in sample order (a hash of the id: a uniform order), up to a bound;
-- everything they count is in these two indexes, so they are read alone (index-only scans). The
-- words stay out: a keyword's matches come from its own index, with the sample's range beside it.
CREATE INDEX "gig_search_sample_idx" ON "gig_search" USING btree ("sample") INCLUDE ("detail_id", "seller_level", "seller_country", "seller_online", "price", "delivery_days", "pro", "style_mask");--> statement-breakpoint
CREATE INDEX "gig_search_detail_sample_idx" ON "gig_search" USING btree ("detail_id", "sample") INCLUDE ("seller_level", "seller_country", "seller_online", "price", "delivery_days", "pro", "style_mask");--> statement-breakpoint
-- The sorts, whole and within a subcategory: a page stops after its own rows.
CREATE INDEX "gig_search_rating_idx" ON "gig_search" USING btree ("rating" DESC, "hire_count" DESC, "gig_id");--> statement-breakpoint
CREATE INDEX "gig_search_detail_rating_idx" ON "gig_search" USING btree ("detail_id", "rating" DESC, "hire_count" DESC, "gig_id");--> statement-breakpoint
CREATE INDEX "gig_search_hire_count_idx" ON "gig_search" USING btree ("hire_count" DESC, "gig_id");--> statement-breakpoint
CREATE INDEX "gig_search_created_at_idx" ON "gig_search" USING btree ("created_at" DESC, "gig_id" DESC);--> statement-breakpoint
CREATE INDEX "gig_search_seller_idx" ON "gig_search" USING btree ("seller_id");--> statement-breakpoint
-- Only the search counted with it; gig_search's indexes do that now.
DROP INDEX IF EXISTS "jobs_facets_idx";--> statement-breakpoint
CREATE FUNCTION gig_search_words(name text, tags text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT strip(to_tsvector('simple', name || ' ' || array_to_string(tags, ' ')))
$$;
--> statement-breakpoint
-- The rating relevance sorts on: pulled towards 4 stars by five imaginary reviews, so one 5-star
-- review does not outrank two hundred at 4.9.
CREATE FUNCTION gig_search_rating(rating_total integer, rating_count integer) RETURNS real
LANGUAGE sql IMMUTABLE AS $$
  SELECT (rating_total + 20)::real / (rating_count + 5)
$$;
--> statement-breakpoint
CREATE VIEW "gig_search_source" AS
SELECT j.id AS gig_id, j.detail_id, j.creator_id AS seller_id, u.seller_level,
       lower(u.country) AS seller_country, u.online AS seller_online, j.price, j.delivery_days,
       j.pro, j.style_mask, gig_search_rating(j.rating_total, j.rating_count) AS rating,
       j.hire_count, j.created_at, (hashint4(j.id) & 1023)::smallint AS sample,
       gig_search_words(j.name, j.tags) AS words
  FROM jobs j JOIN users u ON u.id = j.creator_id
 WHERE j.status = 'active';
--> statement-breakpoint
-- Written in sample order: a sample's rows then sit together on disk, so reading one reads few
-- pages. Rows added later go at the end, which only spreads the newest a little.
CREATE FUNCTION gig_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM gig_search;
  INSERT INTO gig_search SELECT * FROM gig_search_source ORDER BY sample;
$$;
--> statement-breakpoint
-- A gig's row follows the gig: written while it is listed, gone while it is a draft or paused.
CREATE FUNCTION gig_search_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'active' THEN
    DELETE FROM gig_search WHERE gig_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO gig_search SELECT * FROM gig_search_source WHERE gig_id = NEW.id
  ON CONFLICT (gig_id) DO UPDATE SET
    detail_id = excluded.detail_id, seller_id = excluded.seller_id,
    seller_level = excluded.seller_level, seller_country = excluded.seller_country,
    seller_online = excluded.seller_online, price = excluded.price,
    delivery_days = excluded.delivery_days, pro = excluded.pro,
    style_mask = excluded.style_mask, rating = excluded.rating,
    hire_count = excluded.hire_count, created_at = excluded.created_at, words = excluded.words;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_follow_search
AFTER INSERT OR UPDATE OF name, tags, status, detail_id, creator_id, price, delivery_days, pro, rating_count, rating_total, hire_count, created_at ON jobs
FOR EACH ROW EXECUTE FUNCTION gig_search_follow_jobs();
--> statement-breakpoint
CREATE FUNCTION gig_search_follow_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gig_search
     SET seller_level = NEW.seller_level, seller_country = lower(NEW.country),
         seller_online = NEW.online
   WHERE seller_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_follow_search
AFTER UPDATE OF seller_level, country, online ON users
FOR EACH ROW
WHEN (OLD.seller_level IS DISTINCT FROM NEW.seller_level OR OLD.country IS DISTINCT FROM NEW.country OR OLD.online IS DISTINCT FROM NEW.online)
EXECUTE FUNCTION gig_search_follow_users();
--> statement-breakpoint
SELECT gig_search_rebuild();
