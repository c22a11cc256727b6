-- Reviews (decision 062): the admin list's keyword copy on each review. It is in the database
-- because a gig is renamed through paths that know nothing of reviews.

-- The admin list's keyword matches the review's text or its gig's name. Each review keeps both,
-- lower-cased, in one column with a trigram index, so a keyword is looked up, counted and paged on
-- comments alone with a LIKE: no join of gigs. The copy follows the review when it is written or
-- edited, and its gig when renamed.
CREATE OR REPLACE FUNCTION review_keywords(content text, gig integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(content || E'\n' || j."name") FROM "jobs" AS j WHERE j."id" = gig
$$;

CREATE OR REPLACE FUNCTION comments_keep_keywords() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."keywords" := coalesce(review_keywords(NEW."content", NEW."job_id"), '');
  RETURN NEW;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER comments_keep_keywords_on_write
BEFORE INSERT OR UPDATE OF content, job_id ON comments
FOR EACH ROW EXECUTE FUNCTION comments_keep_keywords();

CREATE OR REPLACE FUNCTION jobs_rename_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "comments" SET "keywords" = review_keywords("content", "job_id") WHERE "job_id" = NEW."id";
  RETURN NULL;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER jobs_rename_reviews_on_change
AFTER UPDATE OF name ON jobs
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION jobs_rename_reviews();
