-- The admin review list's keyword matches a review's text or its gig's name (decision 062): both,
-- lower-cased, in one column of the review with a trigram index, so a keyword is looked up,
-- counted and paged on comments alone with a LIKE, as the orders' list does (decision 023). The
-- OR of the text and a join to the gig's name tested every walked review against its gig.
CREATE OR REPLACE FUNCTION review_keywords(content text, gig integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(content || E'\n' || j."name") FROM "jobs" AS j WHERE j."id" = gig
$$;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "keywords" text;--> statement-breakpoint
UPDATE "comments" AS c SET "keywords" = lower(c."content" || E'\n' || j."name")
  FROM "jobs" AS j WHERE j."id" = c."job_id";--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "keywords" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_keywords_trgm_idx" ON "comments" USING gin ("keywords" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "comments_content_trgm_idx";
