-- Files leave the database (decision 035): `images` keeps what each file is and where the file
-- store holds its bytes. Rows made before keep their bytes until the start step that follows the
-- migrations has moved them to the store; it drops the column once none is left.
ALTER TABLE "images" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "size" bigint;--> statement-breakpoint
UPDATE "images" SET "key" = substr("path", 2), "size" = octet_length("bytes");--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "images_unmoved_idx" ON "images" ("path") WHERE "bytes" IS NOT NULL;--> statement-breakpoint
-- Store keys whose bytes are to go once due: a file whose row was deleted (due at once), or an
-- upload written before its row, due a day later unless its row arrives and claims it.
CREATE TABLE "file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "file_deletions_due_idx" ON "file_deletions" ("due_at");--> statement-breakpoint
-- Every way a file's row goes (a replaced avatar, a deleted gig, an order's cascade) ends in a
-- DELETE on `images`; the bytes follow after the commit, by the file sweeper.
CREATE FUNCTION images_forget_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_deletions (key) VALUES (OLD.key)
    ON CONFLICT (key) DO UPDATE SET due_at = now();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION images_claim_file() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM file_deletions WHERE key = NEW.key;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER images_forget_file_on_delete
AFTER DELETE ON images
FOR EACH ROW EXECUTE FUNCTION images_forget_file();--> statement-breakpoint
CREATE TRIGGER images_claim_file_on_insert
AFTER INSERT ON images
FOR EACH ROW EXECUTE FUNCTION images_claim_file();
