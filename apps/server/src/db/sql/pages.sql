-- Public pages (decision 059): an instance keeps the pages it rendered for visitors who are not
-- signed in, and drops them all when anything those pages show changes. A statement that changes
-- rows of one of these tables tells every instance at commit (PostgreSQL sends a transaction's
-- identical notices once), never for a rolled-back write, whichever service or cascade wrote it.
-- An update or delete that changed no row, as a sweep that found nothing due, tells no one: the
-- pages stay. A table a public page reads belongs here; the search rows, derived from these
-- tables by their own triggers, follow them.

-- The notice itself, for a writer whose triggers were off (a bulk load): at its commit.
CREATE OR REPLACE FUNCTION public_pages_changed_now() RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('giglane_pages', '');
$$;

CREATE OR REPLACE FUNCTION public_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_pages_changed_now();
  RETURN NULL;
END;
$$;

-- The same for a statement whose rows are its transition table `changed`: only if there were any.
CREATE OR REPLACE FUNCTION public_pages_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM changed) THEN
    PERFORM public_pages_changed_now();
  END IF;
  RETURN NULL;
END;
$$;

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER users_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER users_public_pages_on_update
AFTER UPDATE ON users REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER users_public_pages_on_delete
AFTER DELETE ON users REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER skills_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON skills
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER skills_public_pages_on_update
AFTER UPDATE ON skills REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER skills_public_pages_on_delete
AFTER DELETE ON skills REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_types_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON job_types
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_types_public_pages_on_update
AFTER UPDATE ON job_types REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_types_public_pages_on_delete
AFTER DELETE ON job_types REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_groups_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON job_groups
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_groups_public_pages_on_update
AFTER UPDATE ON job_groups REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_groups_public_pages_on_delete
AFTER DELETE ON job_groups REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER group_details_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON group_details
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER group_details_public_pages_on_update
AFTER UPDATE ON group_details REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER group_details_public_pages_on_delete
AFTER DELETE ON group_details REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_details_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON job_details
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_details_public_pages_on_update
AFTER UPDATE ON job_details REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER job_details_public_pages_on_delete
AFTER DELETE ON job_details REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER jobs_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON jobs
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER jobs_public_pages_on_update
AFTER UPDATE ON jobs REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER jobs_public_pages_on_delete
AFTER DELETE ON jobs REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_packages_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON gig_packages
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_packages_public_pages_on_update
AFTER UPDATE ON gig_packages REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_packages_public_pages_on_delete
AFTER DELETE ON gig_packages REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_faqs_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON gig_faqs
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_faqs_public_pages_on_update
AFTER UPDATE ON gig_faqs REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_faqs_public_pages_on_delete
AFTER DELETE ON gig_faqs REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_pictures_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON gig_pictures
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_pictures_public_pages_on_update
AFTER UPDATE ON gig_pictures REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER gig_pictures_public_pages_on_delete
AFTER DELETE ON gig_pictures REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER comments_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON comments
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER comments_public_pages_on_update
AFTER UPDATE ON comments REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER comments_public_pages_on_delete
AFTER DELETE ON comments REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER review_helpful_votes_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON review_helpful_votes
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER review_helpful_votes_public_pages_on_update
AFTER UPDATE ON review_helpful_votes REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER review_helpful_votes_public_pages_on_delete
AFTER DELETE ON review_helpful_votes REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER hires_public_pages_on_insert
AFTER INSERT OR TRUNCATE ON hires
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER hires_public_pages_on_update
AFTER UPDATE ON hires REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();

-- Duty: NOTIFY
CREATE OR REPLACE TRIGGER hires_public_pages_on_delete
AFTER DELETE ON hires REFERENCING OLD TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION public_pages_rows_changed();
