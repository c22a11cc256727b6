-- Search (decisions 022, 025, 026): the storefront's search reads one narrow row per listed gig
-- (gig_search) and one row per whole word of its title and tags (gig_search_terms), copied from the
-- gig and its seller. Triggers keep both in step with every write; gig_search_rebuild() builds them
-- afresh in one statement, for a migration or a bulk load that ran with triggers off. In the
-- database because gigs and sellers change through many paths (the editor, the admin screens, the
-- original API, ratings and orders counted by other triggers), and a copy every one of them had to
-- remember would drift.

-- A row's words: each whole word of the title and tags with its beginnings of three letters or more
-- ("design": des, desi, desig, design), so a keyword's words are found as whole entries of the
-- index instead of gathering every word that starts so.
CREATE OR REPLACE FUNCTION gig_search_words(name text, tags text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_tsvector(array(
    SELECT DISTINCT left(word, n)
      FROM unnest(tsvector_to_array(
             to_tsvector('simple', name || ' ' || array_to_string(tags, ' ')))) AS word,
           generate_series(least(3, length(word)), length(word)) AS n))
$$;

-- The rating relevance sorts on: pulled towards 4 stars by five imaginary reviews, so one 5-star
-- review does not outrank two hundred at 4.9.
CREATE OR REPLACE FUNCTION gig_search_rating(rating_total integer, rating_count integer) RETURNS real LANGUAGE sql IMMUTABLE AS $$
  SELECT (rating_total + 20)::real / (rating_count + 5)
$$;

-- The whole words of a title and tags: a gig's rows in gig_search_terms, and the words those rows
-- were written from, so they are found again to be removed.
CREATE OR REPLACE FUNCTION gig_search_terms(name text, tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT tsvector_to_array(to_tsvector('simple', name || ' ' || array_to_string(tags, ' ')))
$$;

-- A listed gig's search row, as gig_search holds it (column for column).
CREATE OR REPLACE VIEW gig_search_source AS
SELECT j.id AS gig_id, j.detail_id, j.creator_id AS seller_id, u.seller_level,
       lower(u.country) AS seller_country, u.online AS seller_online, j.price, j.delivery_days,
       j.pro, j.style_mask, gig_search_rating(j.rating_total, j.rating_count) AS rating,
       j.hire_count, j.created_at, (hashint4(j.id) & 1023)::smallint AS sample,
       gig_search_words(j.name, j.tags) AS words, gig_search_terms(j.name, j.tags) AS terms
  FROM jobs j JOIN users u ON u.id = j.creator_id
 WHERE j.status = 'active' AND j.hold IS NULL;

-- Written by subcategory, then sample: a keyword's gigs gather in a few subcategories, so its rows
-- sit on few pages. The terms are emptied first: removing them row by row through the trigger
-- would look each gig's words up in the index.
CREATE OR REPLACE FUNCTION gig_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM gig_search_terms;
  DELETE FROM gig_search;
  INSERT INTO gig_search SELECT * FROM gig_search_source ORDER BY detail_id, sample;
$$;

-- A gig's row follows the gig: written while it is listed, gone while it is a draft, paused,
-- archived or held by an admin (hidden, or its seller suspended: decision 053).
CREATE OR REPLACE FUNCTION gig_search_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'active' OR NEW.hold IS NOT NULL THEN
    DELETE FROM gig_search WHERE gig_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO gig_search SELECT * FROM gig_search_source WHERE gig_id = NEW.id
  ON CONFLICT (gig_id) DO UPDATE SET
    detail_id = excluded.detail_id, seller_id = excluded.seller_id,
    seller_level = excluded.seller_level, seller_country = excluded.seller_country,
    seller_online = excluded.seller_online, price = excluded.price,
    delivery_days = excluded.delivery_days, pro = excluded.pro,
    style_mask = excluded.style_mask, rating = excluded.rating,
    hire_count = excluded.hire_count, created_at = excluded.created_at, words = excluded.words,
    terms = excluded.terms;
  RETURN NULL;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER jobs_follow_search
AFTER INSERT OR UPDATE OF name, tags, status, hold, detail_id, creator_id, price, delivery_days, pro, rating_count, rating_total, hire_count, created_at ON jobs
FOR EACH ROW EXECUTE FUNCTION gig_search_follow_jobs();

-- The seller's columns follow the seller.
CREATE OR REPLACE FUNCTION gig_search_follow_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gig_search
     SET seller_level = NEW.seller_level, seller_country = lower(NEW.country),
         seller_online = NEW.online
   WHERE seller_id = NEW.id;
  RETURN NULL;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER users_follow_search
AFTER UPDATE OF seller_level, country, online ON users
FOR EACH ROW
WHEN (OLD.seller_level IS DISTINCT FROM NEW.seller_level OR OLD.country IS DISTINCT FROM NEW.country OR OLD.online IS DISTINCT FROM NEW.online)
EXECUTE FUNCTION gig_search_follow_users();

-- The terms follow gig_search a statement at a time (transition tables): one insert for a gig's
-- words, and one for a whole rebuild's million rows.
CREATE OR REPLACE FUNCTION gig_search_terms_follow_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO gig_search_terms
  SELECT word, a.sample, a.gig_id, a.detail_id, a.seller_level, a.seller_country, a.seller_online,
         a.price, a.delivery_days, a.pro, a.style_mask, a.rating, a.hire_count, a.created_at
    FROM added a, unnest(a.terms) AS word;
  RETURN NULL;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER gig_search_terms_on_insert
AFTER INSERT ON gig_search
REFERENCING NEW TABLE AS added FOR EACH STATEMENT
EXECUTE FUNCTION gig_search_terms_follow_insert();

CREATE OR REPLACE FUNCTION gig_search_terms_follow_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gig_search_terms t USING removed r
   WHERE t.word = ANY (r.terms) AND t.sample = r.sample AND t.gig_id = r.gig_id;
  RETURN NULL;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER gig_search_terms_on_delete
AFTER DELETE ON gig_search
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
EXECUTE FUNCTION gig_search_terms_follow_delete();

-- Only rows whose terms or copied columns changed are written again: one statement, whose delete
-- and insert see the same snapshot, so the one never meets the other's rows.
CREATE OR REPLACE FUNCTION gig_search_terms_follow_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.gig_id, o.sample, o.terms AS old_terms
      FROM new_rows n JOIN old_rows o USING (gig_id)
     WHERE (o.terms, o.detail_id, o.seller_level, o.seller_country, o.seller_online, o.price,
            o.delivery_days, o.pro, o.style_mask, o.rating, o.hire_count, o.created_at)
           IS DISTINCT FROM
           (n.terms, n.detail_id, n.seller_level, n.seller_country, n.seller_online, n.price,
            n.delivery_days, n.pro, n.style_mask, n.rating, n.hire_count, n.created_at)
  ), gone AS (
    DELETE FROM gig_search_terms t USING changed c
     WHERE t.word = ANY (c.old_terms) AND t.sample = c.sample AND t.gig_id = c.gig_id
  )
  INSERT INTO gig_search_terms
  SELECT word, n.sample, n.gig_id, n.detail_id, n.seller_level, n.seller_country, n.seller_online,
         n.price, n.delivery_days, n.pro, n.style_mask, n.rating, n.hire_count, n.created_at
    FROM new_rows n JOIN changed c USING (gig_id), unnest(n.terms) AS word;
  RETURN NULL;
END;
$$;

-- Duty: search rows
CREATE OR REPLACE TRIGGER gig_search_terms_on_update
AFTER UPDATE ON gig_search
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION gig_search_terms_follow_update();
