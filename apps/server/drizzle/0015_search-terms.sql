-- A keyword's matches, read with what the search counts and sorts on (decision 025). The words'
-- full-text index finds a keyword's gigs, but then every match's row is read for its columns: at a
-- million gigs a common word read 20,000 pages for a sample of 4,000. Here each listed gig has one
-- row per whole word of its title and tags, in an index on (word, sample) that holds every column
-- a filter, a facet or a sort reads: a keyword's sample is one range of it per word, read alone
-- (an index-only scan), and so are its matches in any order.
CREATE FUNCTION gig_search_terms(name text, tags text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT tsvector_to_array(to_tsvector('simple', name || ' ' || array_to_string(tags, ' ')))
$$;
--> statement-breakpoint
-- The whole words a row's terms were written from, so they are found again to be removed.
ALTER TABLE "gig_search" ADD COLUMN "terms" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
CREATE OR REPLACE VIEW "gig_search_source" AS
SELECT j.id AS gig_id, j.detail_id, j.creator_id AS seller_id, u.seller_level,
       lower(u.country) AS seller_country, u.online AS seller_online, j.price, j.delivery_days,
       j.pro, j.style_mask, gig_search_rating(j.rating_total, j.rating_count) AS rating,
       j.hire_count, j.created_at, (hashint4(j.id) & 1023)::smallint AS sample,
       gig_search_words(j.name, j.tags) AS words, gig_search_terms(j.name, j.tags) AS terms
  FROM jobs j JOIN users u ON u.id = j.creator_id
 WHERE j.status = 'active';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gig_search_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
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
    hire_count = excluded.hire_count, created_at = excluded.created_at, words = excluded.words,
    terms = excluded.terms;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- "C" collation: a word's beginning is a range of the index in byte order.
CREATE TABLE "gig_search_terms" (
  "word" text COLLATE "C" NOT NULL,
  "sample" smallint NOT NULL,
  "gig_id" integer NOT NULL,
  "detail_id" integer NOT NULL,
  "seller_level" smallint NOT NULL,
  "seller_country" text NOT NULL,
  "seller_online" boolean NOT NULL,
  "price" integer NOT NULL,
  "delivery_days" smallint NOT NULL,
  "pro" boolean NOT NULL,
  "style_mask" integer NOT NULL,
  "rating" real NOT NULL,
  "hire_count" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The terms follow gig_search a statement at a time (transition tables): one insert for a gig's
-- words, and one for a whole rebuild's million rows.
CREATE FUNCTION gig_search_terms_follow_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO gig_search_terms
  SELECT word, a.sample, a.gig_id, a.detail_id, a.seller_level, a.seller_country, a.seller_online,
         a.price, a.delivery_days, a.pro, a.style_mask, a.rating, a.hire_count, a.created_at
    FROM added a, unnest(a.terms) AS word;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION gig_search_terms_follow_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gig_search_terms t USING removed r
   WHERE t.word = ANY (r.terms) AND t.sample = r.sample AND t.gig_id = r.gig_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only rows whose terms or copied columns changed are written again: one statement, whose delete
-- and insert see the same snapshot, so the one never meets the other's rows.
CREATE FUNCTION gig_search_terms_follow_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.gig_id, o.sample, o.terms AS old_terms
      FROM new_rows n JOIN old_rows o USING (gig_id)
     WHERE (o.terms, o.detail_id, o.seller_level, o.seller_country, o.seller_online, o.price,
            o.delivery_days, o.pro, o.style_mask, o.rating, o.hire_count, o.created_at)
           IS DISTINCT FROM
           (n.terms, n.detail_id, n.seller_level, n.seller_country, n.seller_online, n.price,
            n.delivery_days, n.pro, n.style_mask, n.rating, n.hire_count, n.created_at)
  ), gone AS (
    DELETE FROM gig_search_terms t USING changed c
     WHERE t.word = ANY (c.old_terms) AND t.sample = c.sample AND t.gig_id = c.gig_id
  )
  INSERT INTO gig_search_terms
  SELECT word, n.sample, n.gig_id, n.detail_id, n.seller_level, n.seller_country, n.seller_online,
         n.price, n.delivery_days, n.pro, n.style_mask, n.rating, n.hire_count, n.created_at
    FROM new_rows n JOIN changed c USING (gig_id), unnest(n.terms) AS word;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gig_search_terms_on_insert AFTER INSERT ON gig_search
REFERENCING NEW TABLE AS added FOR EACH STATEMENT
EXECUTE FUNCTION gig_search_terms_follow_insert();
--> statement-breakpoint
CREATE TRIGGER gig_search_terms_on_delete AFTER DELETE ON gig_search
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
EXECUTE FUNCTION gig_search_terms_follow_delete();
--> statement-breakpoint
CREATE TRIGGER gig_search_terms_on_update AFTER UPDATE ON gig_search
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION gig_search_terms_follow_update();
--> statement-breakpoint
-- A rebuild empties the terms first: removing them row by row through the trigger would look each
-- gig's words up in the index.
CREATE OR REPLACE FUNCTION gig_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM gig_search_terms;
  DELETE FROM gig_search;
  INSERT INTO gig_search SELECT * FROM gig_search_source ORDER BY sample;
$$;
--> statement-breakpoint
-- A keyword's named subcategories are read from their index alone: it now holds the gig and the
-- sort columns too.
DROP INDEX "gig_search_detail_sample_idx";--> statement-breakpoint
-- Every row is written again (in sample order, migration 0011) with its terms, which the trigger
-- copies; the indexes are built once at the end.
SELECT gig_search_rebuild();--> statement-breakpoint
CREATE INDEX "gig_search_detail_sample_idx" ON "gig_search" USING btree ("detail_id", "sample") INCLUDE ("gig_id", "seller_level", "seller_country", "seller_online", "price", "delivery_days", "pro", "style_mask", "rating", "hire_count", "created_at");--> statement-breakpoint
CREATE INDEX "gig_search_terms_word_idx" ON "gig_search_terms" USING btree ("word", "sample", "gig_id") INCLUDE ("detail_id", "seller_level", "seller_country", "seller_online", "price", "delivery_days", "pro", "style_mask", "rating", "hire_count", "created_at");
