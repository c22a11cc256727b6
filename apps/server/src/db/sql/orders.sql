-- Orders (decision 023): the admin list's keyword copy on each order, and the package an order
-- bought, copied into it at insert. The keyword copy is in the database because a gig or a buyer is
-- renamed through paths that know nothing of orders; the package copy is a business rule still
-- here (see its section).

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

-- ---------------------------------------------------------------------------------------------
-- A business rule, not mechanical: what an order bought and what it costs. The orders service
-- inserts an order with only the gig, the buyer and the tier (and the original API's POST, seeds
-- and tests write rows straight into the table), and this trigger copies the package from the gig
-- in the same statement: the price, delivery time and revisions are the server's, never the
-- client's. A gig without the tier asked for (one from before packages) lends its own fields as a
-- Basic package. It belongs in the orders service, beside the rules that confirm the quote
-- (decision 033).
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION hires_copy_package() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gig record;
  bought record;
BEGIN
  SELECT "creator_id", "short_description", "price", "delivery_days" INTO gig
    FROM "jobs" WHERE "id" = NEW."job_id";
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key refuses the row
  END IF;
  NEW."seller_id" := coalesce(NEW."seller_id", gig."creator_id");
  IF NEW."package_name" IS NULL THEN
    SELECT "name", "description", "features", "extra", "delivery_days", "revisions", "price"
      INTO bought
      FROM "gig_packages" WHERE "gig_id" = NEW."job_id" AND "tier" = NEW."package_tier";
    IF FOUND THEN
      NEW."package_name" := bought."name";
      NEW."package_description" := bought."description";
      NEW."package_features" := bought."features";
      NEW."package_extra" := bought."extra";
      NEW."package_delivery_days" := bought."delivery_days";
      NEW."package_revisions" := bought."revisions";
      NEW."package_price" := bought."price";
    ELSE
      NEW."package_tier" := 0;
      NEW."package_name" := 'Basic';
      NEW."package_description" := gig."short_description";
      NEW."package_features" := '{}'::text[];
      NEW."package_extra" := '';
      NEW."package_delivery_days" := gig."delivery_days";
      NEW."package_revisions" := 1;
      NEW."package_price" := gig."price";
    END IF;
  END IF;
  NEW."total" := coalesce(NEW."total", NEW."package_price");
  NEW."placed_at" := coalesce(NEW."placed_at", NEW."hired_on"::timestamptz);
  RETURN NEW;
END;
$$;

-- Duty: business rule
CREATE OR REPLACE TRIGGER hires_copy_package_on_insert
BEFORE INSERT ON hires
FOR EACH ROW EXECUTE FUNCTION hires_copy_package();
