-- A job's danhGia (rating_count) and saoCongViec (stars) follow its comments in the same
-- transaction: inserts, deletes, star edits and cascaded deletes alike. rating_total keeps the
-- exact sum so adding and removing comments never drifts; with no ratings left, the stars an admin
-- set stay.
CREATE FUNCTION jobs_follow_comment_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE jobs
       SET rating_count = greatest(rating_count - 1, 0),
           rating_total = greatest(rating_total - OLD.stars, 0),
           stars = CASE WHEN rating_count > 1
                        THEN round((rating_total - OLD.stars)::numeric / (rating_count - 1))
                        ELSE stars END
     WHERE id = OLD.job_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE jobs
       SET rating_count = rating_count + 1,
           rating_total = rating_total + NEW.stars,
           stars = round((rating_total + NEW.stars)::numeric / (rating_count + 1))
     WHERE id = NEW.job_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_follow_ratings
AFTER INSERT OR DELETE OR UPDATE OF stars, job_id ON comments
FOR EACH ROW EXECUTE FUNCTION jobs_follow_comment_ratings();
