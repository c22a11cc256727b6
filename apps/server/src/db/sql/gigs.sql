-- Gigs: the counts a gig's lists sort on, kept on its row in the transaction that changes what they
-- count (decision 004). In the database because reviews and orders change through many paths
-- (inserts, edits, cascaded deletes of a gig or a user), and a count updated by each of them would
-- drift the first time one forgot.

-- A gig's danhGia (rating_count) and saoCongViec (stars) follow its counted, published reviews
-- (decision 054): inserts, deletes, star edits, publishing and cascaded deletes alike. rating_total
-- keeps the exact sum so adding and removing reviews never drifts; with no ratings left, the stars
-- an admin set stay. A comment that is not counted, or a review still hidden, moves nothing.
CREATE OR REPLACE FUNCTION jobs_follow_comment_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.counted AND OLD.published_at IS NOT NULL THEN
    UPDATE jobs
       SET rating_count = greatest(rating_count - 1, 0),
           rating_total = greatest(rating_total - OLD.stars, 0),
           stars = CASE WHEN rating_count > 1
                        THEN round((rating_total - OLD.stars)::numeric / (rating_count - 1))
                        ELSE stars END
     WHERE id = OLD.job_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.counted AND NEW.published_at IS NOT NULL THEN
    UPDATE jobs
       SET rating_count = rating_count + 1,
           rating_total = rating_total + NEW.stars,
           stars = round((rating_total + NEW.stars)::numeric / (rating_count + 1))
     WHERE id = NEW.job_id;
  END IF;
  RETURN NULL;
END;
$$;

-- Duty: aggregates
CREATE OR REPLACE TRIGGER comments_follow_ratings
AFTER INSERT OR DELETE OR UPDATE OF stars, job_id, counted, published_at ON comments
FOR EACH ROW EXECUTE FUNCTION jobs_follow_comment_ratings();

-- A gig's hire_count follows its orders (inserts, deletes, an order moved to another gig,
-- cascades): "Best Selling" sorts on it through an index instead of counting every gig's orders per
-- request.
CREATE OR REPLACE FUNCTION jobs_follow_hires() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- Duty: aggregates
CREATE OR REPLACE TRIGGER hires_follow_count
AFTER INSERT OR DELETE OR UPDATE OF job_id ON hires
FOR EACH ROW EXECUTE FUNCTION jobs_follow_hires();
