-- A page of many matches walks its sort's index and checks each entry against the filters. The
-- filters' columns ride along in each sort index (INCLUDE), so a filtered walk (a category, a
-- price range, a seller level…) reads the index alone, as an unfiltered one already did, instead
-- of visiting a gig_search row for every entry it passes.
DROP INDEX "gig_search_rating_idx";--> statement-breakpoint
CREATE INDEX "gig_search_rating_idx" ON "gig_search" USING btree ("rating" DESC, "hire_count" DESC, "gig_id") INCLUDE ("detail_id", "seller_level", "seller_country", "seller_online", "price", "delivery_days", "pro", "style_mask");--> statement-breakpoint
DROP INDEX "gig_search_hire_count_idx";--> statement-breakpoint
CREATE INDEX "gig_search_hire_count_idx" ON "gig_search" USING btree ("hire_count" DESC, "gig_id") INCLUDE ("detail_id", "seller_level", "seller_country", "seller_online", "price", "delivery_days", "pro", "style_mask");--> statement-breakpoint
DROP INDEX "gig_search_created_at_idx";--> statement-breakpoint
CREATE INDEX "gig_search_created_at_idx" ON "gig_search" USING btree ("created_at" DESC, "gig_id" DESC) INCLUDE ("detail_id", "seller_level", "seller_country", "seller_online", "price", "delivery_days", "pro", "style_mask", "hire_count");
