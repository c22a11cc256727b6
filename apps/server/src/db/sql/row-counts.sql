-- Exact row counts (decision 063) of the tables the admin lists page whole: users, jobs, hires and
-- comments. A statement that inserts or deletes rows of one appends their number to
-- row_count_deltas, so no writer waits on another's counter row; a round of the outbox folds each
-- table's rows into one (`fold_row_counts`). A table's count is the sum of its rows. A bulk load
-- switches the insert triggers off and counts its tables once at the end (`recount_rows`).

CREATE OR REPLACE FUNCTION row_counts_follow_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "row_count_deltas" ("table_name", "delta")
    SELECT TG_TABLE_NAME, count(*) FROM added HAVING count(*) > 0;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION row_counts_follow_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "row_count_deltas" ("table_name", "delta")
    SELECT TG_TABLE_NAME, -count(*) FROM removed HAVING count(*) > 0;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION row_counts_follow_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "row_count_deltas" WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;

-- Each table's rows folded into one; a table already down to one row is left alone, so an idle
-- database is not written. A fold running beside another skips the rows the other took (its
-- DELETE finds them gone) and never sees the other's sum: the counts stay exact either way.
CREATE OR REPLACE FUNCTION fold_row_counts() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (
    DELETE FROM "row_count_deltas"
     WHERE "table_name" IN (SELECT "table_name" FROM "row_count_deltas"
                             GROUP BY "table_name" HAVING count(*) > 1)
    RETURNING "table_name", "delta")
  INSERT INTO "row_count_deltas" ("table_name", "delta")
    SELECT "table_name", sum("delta") FROM folded GROUP BY "table_name";
$$;

-- Every table counted afresh: the first count, and a bulk load's, whose triggers were off.
CREATE OR REPLACE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "row_count_deltas";
  INSERT INTO "row_count_deltas" ("table_name", "delta")
    SELECT 'users', count(*) FROM "users"
    UNION ALL SELECT 'jobs', count(*) FROM "jobs"
    UNION ALL SELECT 'hires', count(*) FROM "hires"
    UNION ALL SELECT 'comments', count(*) FROM "comments";
$$;

-- Duty: aggregates
CREATE OR REPLACE TRIGGER users_count_inserts
AFTER INSERT ON users REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_inserts();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER users_count_deletes
AFTER DELETE ON users REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_deletes();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER users_count_truncate
AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_truncate();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER jobs_count_inserts
AFTER INSERT ON jobs REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_inserts();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER jobs_count_deletes
AFTER DELETE ON jobs REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_deletes();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER jobs_count_truncate
AFTER TRUNCATE ON jobs
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_truncate();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER hires_count_inserts
AFTER INSERT ON hires REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_inserts();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER hires_count_deletes
AFTER DELETE ON hires REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_deletes();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER hires_count_truncate
AFTER TRUNCATE ON hires
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_truncate();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER comments_count_inserts
AFTER INSERT ON comments REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_inserts();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER comments_count_deletes
AFTER DELETE ON comments REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_deletes();

-- Duty: aggregates
CREATE OR REPLACE TRIGGER comments_count_truncate
AFTER TRUNCATE ON comments
FOR EACH STATEMENT EXECUTE FUNCTION row_counts_follow_truncate();
