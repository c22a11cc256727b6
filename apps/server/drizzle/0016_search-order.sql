-- A keyword's words also find the subcategories named for them ("logo design": Logo Design). The
-- names' words were computed on every keyword search, a few milliseconds for 145 names; stored with
-- each name, the look-up reads the small table alone.
ALTER TABLE "job_details" ADD COLUMN "words" tsvector GENERATED ALWAYS AS (gig_search_words("name", '{}')) STORED NOT NULL;--> statement-breakpoint
-- gig_search is stored by subcategory, then sample (it was by sample alone). A keyword of several
-- words reads its matches' rows from the table (decision 025), and a keyword's gigs gather in a few
-- subcategories: at a million gigs, "logo design" read 7,317 pages for 7,595 rows, and reads 952
-- in this order; its full-text lists shrink too. The facets' walks over the sample read its index
-- alone, which holds every column they count.
CREATE OR REPLACE FUNCTION gig_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM gig_search_terms;
  DELETE FROM gig_search;
  INSERT INTO gig_search SELECT * FROM gig_search_source ORDER BY detail_id, sample;
$$;
--> statement-breakpoint
CLUSTER "gig_search" USING "gig_search_detail_sample_idx";
--> statement-breakpoint
-- "Local sellers" reads its facets' sample from one range of this index, as a subcategory does from
-- its own: through the sample index alone it checked fifteen entries for each of another country.
CREATE INDEX "gig_search_country_sample_idx" ON "gig_search" USING btree ("seller_country", "sample") INCLUDE ("detail_id", "seller_level", "seller_online", "price", "delivery_days", "pro", "style_mask");
