-- Exact row counts of the tables the admin lists page whole (decision 063): a statement that inserts
-- or deletes rows appends their number, a round of the outbox folds them, and a whole list's total
-- is their sum instead of a count of every row. The triggers are created before the first count,
-- in this transaction: their lock on each table waits for its writers, so no row is missed.
CREATE TABLE "row_count_deltas" (
  "id" bigserial PRIMARY KEY,
  "table_name" text NOT NULL,
  "delta" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "row_count_deltas_table_idx" ON "row_count_deltas" ("table_name");--> statement-breakpoint
CREATE FUNCTION row_counts_follow_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "row_count_deltas" ("table_name", "delta")
    SELECT TG_TABLE_NAME, count(*) FROM added HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_follow_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "row_count_deltas" ("table_name", "delta")
    SELECT TG_TABLE_NAME, -count(*) FROM removed HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_follow_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "row_count_deltas" WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION fold_row_counts() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (DELETE FROM "row_count_deltas" RETURNING "table_name", "delta")
  INSERT INTO "row_count_deltas" ("table_name", "delta")
    SELECT "table_name", sum("delta") FROM folded GROUP BY "table_name";
$$;
--> statement-breakpoint
CREATE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "row_count_deltas";
  INSERT INTO "row_count_deltas" ("table_name", "delta")
    SELECT 'users', count(*) FROM "users"
    UNION ALL SELECT 'jobs', count(*) FROM "jobs"
    UNION ALL SELECT 'hires', count(*) FROM "hires"
    UNION ALL SELECT 'comments', count(*) FROM "comments";
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_inserts
AFTER INSERT ON users REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_inserts();
--> statement-breakpoint
CREATE TRIGGER users_count_deletes
AFTER DELETE ON users REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_deletes();
--> statement-breakpoint
CREATE TRIGGER users_count_truncate
AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_truncate();
--> statement-breakpoint
CREATE TRIGGER jobs_count_inserts
AFTER INSERT ON jobs REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_inserts();
--> statement-breakpoint
CREATE TRIGGER jobs_count_deletes
AFTER DELETE ON jobs REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_deletes();
--> statement-breakpoint
CREATE TRIGGER jobs_count_truncate
AFTER TRUNCATE ON jobs
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_truncate();
--> statement-breakpoint
CREATE TRIGGER hires_count_inserts
AFTER INSERT ON hires REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_inserts();
--> statement-breakpoint
CREATE TRIGGER hires_count_deletes
AFTER DELETE ON hires REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_deletes();
--> statement-breakpoint
CREATE TRIGGER hires_count_truncate
AFTER TRUNCATE ON hires
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_truncate();
--> statement-breakpoint
CREATE TRIGGER comments_count_inserts
AFTER INSERT ON comments REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_inserts();
--> statement-breakpoint
CREATE TRIGGER comments_count_deletes
AFTER DELETE ON comments REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_deletes();
--> statement-breakpoint
CREATE TRIGGER comments_count_truncate
AFTER TRUNCATE ON comments
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_truncate();
--> statement-breakpoint
SELECT recount_rows();
