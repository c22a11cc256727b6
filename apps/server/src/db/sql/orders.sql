-- Orders (decision 023): the admin list's keyword copy on each order. It is in the database
-- because a gig or a buyer is renamed through paths that know nothing of orders. What an order
-- bought is copied into it by the orders' service as it inserts it (migration 0031).

-- The admin list's keyword matches the gig's name or the buyer's name or email. Each order keeps
-- those three, lower-cased, in one column with a trigram index, so a keyword is looked up, counted
-- and paged on hires alone with a LIKE: no join of gigs and users. The copy follows the order when
-- it is written or moved, and a gig or buyer when renamed.
CREATE OR REPLACE FUNCTION order_keywords(gig integer, buyer integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(j."name" || E'\n' || u."name" || E'\n' || u."email")
    FROM "jobs" AS j, "users" AS u WHERE j."id" = gig AND u."id" = buyer
$$;

CREATE OR REPLACE FUNCTION hires_keep_keywords() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."keywords" := coalesce(order_keywords(NEW."job_id", NEW."hirer_id"), '');
  RETURN NEW;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER hires_keep_keywords_on_write
BEFORE INSERT OR UPDATE OF job_id, hirer_id ON hires
FOR EACH ROW EXECUTE FUNCTION hires_keep_keywords();

CREATE OR REPLACE FUNCTION jobs_rename_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "hires" SET "keywords" = order_keywords("job_id", "hirer_id") WHERE "job_id" = NEW."id";
  RETURN NULL;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER jobs_rename_orders_on_change
AFTER UPDATE OF name ON jobs
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION jobs_rename_orders();

CREATE OR REPLACE FUNCTION users_rename_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "hires" SET "keywords" = order_keywords("job_id", "hirer_id") WHERE "hirer_id" = NEW."id";
  RETURN NULL;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER users_rename_orders_on_change
AFTER UPDATE OF name, email ON users
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
EXECUTE FUNCTION users_rename_orders();
