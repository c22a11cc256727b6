-- Files (decisions 014, 035): a file's row in `images` goes in the transaction that drops the last
-- row showing it, and its bytes leave the file store after the commit. Every way a file stops being
-- shown (a replaced avatar, gig or group picture, a deleted user, gig, order or message, cascades
-- included) ends in a DELETE on `images`, which queues the bytes in `file_deletions` for the file
-- sweeper. In the database because cascades delete rows that no application code sees.

-- A picture is released when nothing shows it any more: no avatar, gig cover, group picture or
-- gallery entry. Seeded pictures are shared by several gigs: each is kept while one remains. A
-- gallery picture is stored with its narrower sizes (`/images/<name>-w480.jpg` beside
-- `/images/<name>.jpg`, decision 021), which go with it. The picture's row is locked first, so two
-- transactions dropping its last two references one each cannot both see the other's reference and
-- leave it behind; the check runs after the lock, on a fresh snapshot.
CREATE OR REPLACE FUNCTION images_release(released text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stem text;
BEGIN
  IF released IS NULL OR released !~ '^/(images|avatar)/' THEN
    RETURN;
  END IF;
  stem := substring(released from '^(.*)\.[^./]+$');
  PERFORM 1 FROM images WHERE path = released FOR UPDATE;
  DELETE FROM images
   WHERE path = released
     AND NOT EXISTS (SELECT 1 FROM users WHERE avatar = released)
     AND NOT EXISTS (SELECT 1 FROM jobs WHERE image = released)
     AND NOT EXISTS (SELECT 1 FROM job_groups WHERE image = released)
     AND NOT EXISTS (SELECT 1 FROM gig_pictures WHERE path = released);
  IF FOUND AND stem IS NOT NULL THEN
    -- Every path that starts with `<stem>-w`, as a byte-wise range that images_path_prefix_idx
    -- serves whatever the collation and however the statement is planned.
    DELETE FROM images
     WHERE path ~>=~ (stem || '-w') AND path ~<~ (stem || '-x')
       AND substr(path, length(stem) + 1) ~ '^-w[0-9]+\.[^./]+$';
  END IF;
END;
$$;

CREATE OR REPLACE FUNCTION users_release_avatar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM images_release(OLD.avatar);
  RETURN NULL;
END;
$$;

-- Duty: file deletions
CREATE OR REPLACE TRIGGER users_release_avatar_on_change
AFTER UPDATE OF avatar ON users
FOR EACH ROW WHEN (OLD.avatar IS DISTINCT FROM NEW.avatar)
EXECUTE FUNCTION users_release_avatar();

-- Duty: file deletions
CREATE OR REPLACE TRIGGER users_release_avatar_on_delete
AFTER DELETE ON users
FOR EACH ROW EXECUTE FUNCTION users_release_avatar();

-- A gig's cover and a category group's picture, both in a column named `image`.
CREATE OR REPLACE FUNCTION rows_release_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM images_release(OLD.image);
  RETURN NULL;
END;
$$;

-- Duty: file deletions
CREATE OR REPLACE TRIGGER jobs_release_image_on_change
AFTER UPDATE OF image ON jobs
FOR EACH ROW WHEN (OLD.image IS DISTINCT FROM NEW.image)
EXECUTE FUNCTION rows_release_image();

-- Duty: file deletions
CREATE OR REPLACE TRIGGER jobs_release_image_on_delete
AFTER DELETE ON jobs
FOR EACH ROW EXECUTE FUNCTION rows_release_image();

-- Duty: file deletions
CREATE OR REPLACE TRIGGER job_groups_release_image_on_change
AFTER UPDATE OF image ON job_groups
FOR EACH ROW WHEN (OLD.image IS DISTINCT FROM NEW.image)
EXECUTE FUNCTION rows_release_image();

-- Duty: file deletions
CREATE OR REPLACE TRIGGER job_groups_release_image_on_delete
AFTER DELETE ON job_groups
FOR EACH ROW EXECUTE FUNCTION rows_release_image();

CREATE OR REPLACE FUNCTION gig_pictures_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM images_release(OLD.path);
  RETURN NULL;
END;
$$;

-- Duty: file deletions
CREATE OR REPLACE TRIGGER gig_pictures_release_on_change
AFTER UPDATE OF path ON gig_pictures
FOR EACH ROW WHEN (OLD.path IS DISTINCT FROM NEW.path)
EXECUTE FUNCTION gig_pictures_release();

-- Duty: file deletions
CREATE OR REPLACE TRIGGER gig_pictures_release_on_delete
AFTER DELETE ON gig_pictures
FOR EACH ROW EXECUTE FUNCTION gig_pictures_release();

-- A delivered file belongs to its delivery alone: it goes with it (an order deleted with its gig or
-- its buyer).
CREATE OR REPLACE FUNCTION delivery_files_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "images" WHERE "path" = OLD."path";
  RETURN NULL;
END;
$$;

-- Duty: file deletions
CREATE OR REPLACE TRIGGER delivery_files_release_on_delete
AFTER DELETE ON delivery_files
FOR EACH ROW EXECUTE FUNCTION delivery_files_release();

-- A message's attachment belongs to its message alone, and goes with it.
CREATE OR REPLACE FUNCTION message_attachments_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "images" WHERE "path" = OLD."path";
  RETURN NULL;
END;
$$;

-- Duty: file deletions
CREATE OR REPLACE TRIGGER message_attachments_release_on_delete
AFTER DELETE ON message_attachments
FOR EACH ROW EXECUTE FUNCTION message_attachments_release();

-- A file's row gone: its bytes are due for deletion at once.
CREATE OR REPLACE FUNCTION images_forget_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_deletions (key) VALUES (OLD.key)
    ON CONFLICT (key) DO UPDATE SET due_at = now();
  RETURN NULL;
END;
$$;

-- Duty: file deletions
CREATE OR REPLACE TRIGGER images_forget_file_on_delete
AFTER DELETE ON images
FOR EACH ROW EXECUTE FUNCTION images_forget_file();

-- An upload is written to the store before its row, and queued to go a day later: its row, once
-- written, claims it.
CREATE OR REPLACE FUNCTION images_claim_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM file_deletions WHERE key = NEW.key;
  RETURN NULL;
END;
$$;

-- Duty: file deletions
CREATE OR REPLACE TRIGGER images_claim_file_on_insert
AFTER INSERT ON images
FOR EACH ROW EXECUTE FUNCTION images_claim_file();
