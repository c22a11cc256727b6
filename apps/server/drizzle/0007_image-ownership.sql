CREATE TABLE "image_uploads" (
	"user_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_uploads_user_idx" ON "image_uploads" USING btree ("user_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar");--> statement-breakpoint
CREATE INDEX "jobs_image_idx" ON "jobs" USING btree ("image");--> statement-breakpoint
CREATE INDEX "job_groups_image_idx" ON "job_groups" USING btree ("image");
--> statement-breakpoint
-- A picture goes in the same transaction as the last row that shows it: a replaced avatar, gig or
-- group picture, a deleted user, gig or group (cascades included), so storage follows what is in
-- use (decision 014). Seeded pictures are shared by several gigs: each is kept while one remains.
-- The picture's row is locked first, so two transactions dropping its last two references one each
-- cannot both see the other's reference and leave it behind; the check runs after the lock, on a
-- fresh snapshot.
CREATE FUNCTION images_release(released text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF released IS NULL OR released !~ '^/(images|avatar)/' THEN
    RETURN;
  END IF;
  PERFORM 1 FROM images WHERE path = released FOR UPDATE;
  DELETE FROM images
   WHERE path = released
     AND NOT EXISTS (SELECT 1 FROM users WHERE avatar = released)
     AND NOT EXISTS (SELECT 1 FROM jobs WHERE image = released)
     AND NOT EXISTS (SELECT 1 FROM job_groups WHERE image = released);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION users_release_avatar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM images_release(OLD.avatar);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rows_release_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM images_release(OLD.image);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_release_avatar_on_change
AFTER UPDATE OF avatar ON users
FOR EACH ROW WHEN (OLD.avatar IS DISTINCT FROM NEW.avatar)
EXECUTE FUNCTION users_release_avatar();
--> statement-breakpoint
CREATE TRIGGER users_release_avatar_on_delete
AFTER DELETE ON users
FOR EACH ROW EXECUTE FUNCTION users_release_avatar();
--> statement-breakpoint
CREATE TRIGGER jobs_release_image_on_change
AFTER UPDATE OF image ON jobs
FOR EACH ROW WHEN (OLD.image IS DISTINCT FROM NEW.image)
EXECUTE FUNCTION rows_release_image();
--> statement-breakpoint
CREATE TRIGGER jobs_release_image_on_delete
AFTER DELETE ON jobs
FOR EACH ROW EXECUTE FUNCTION rows_release_image();
--> statement-breakpoint
CREATE TRIGGER job_groups_release_image_on_change
AFTER UPDATE OF image ON job_groups
FOR EACH ROW WHEN (OLD.image IS DISTINCT FROM NEW.image)
EXECUTE FUNCTION rows_release_image();
--> statement-breakpoint
CREATE TRIGGER job_groups_release_image_on_delete
AFTER DELETE ON job_groups
FOR EACH ROW EXECUTE FUNCTION rows_release_image();
--> statement-breakpoint
-- The pictures replaced before this migration, which nothing shows any more.
DELETE FROM images
 WHERE NOT EXISTS (SELECT 1 FROM users WHERE avatar = images.path)
   AND NOT EXISTS (SELECT 1 FROM jobs WHERE image = images.path)
   AND NOT EXISTS (SELECT 1 FROM job_groups WHERE image = images.path);
