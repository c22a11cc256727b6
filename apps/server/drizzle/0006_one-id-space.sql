-- Groups and details share one id space, as in the original's single table, so an id on
-- /api/chi-tiet-loai-cong-viec/{id} names one record (decision 013).
CREATE SEQUENCE "category_ids" AS integer;--> statement-breakpoint
-- Start past every id either kind ever handed out, so no id a client has seen is reused.
SELECT setval('category_ids', greatest(
  (SELECT coalesce(max("id"), 0) FROM "job_groups"),
  (SELECT coalesce(max("id"), 0) FROM "job_details"),
  (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "job_groups_id_seq"),
  (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "job_details_id_seq"),
  1));--> statement-breakpoint
-- A group whose id a detail also has takes a new id; its detail links follow it. Details keep
-- theirs: gigs, search links and clients refer to them.
ALTER TABLE "group_details" DROP CONSTRAINT "group_details_group_id_job_groups_id_fk";--> statement-breakpoint
WITH "moved" AS (
  SELECT "id" AS "old_id", nextval('category_ids')::integer AS "new_id"
  FROM "job_groups"
  WHERE "id" IN (SELECT "id" FROM "job_details")
), "links" AS (
  UPDATE "group_details" SET "group_id" = "moved"."new_id"
  FROM "moved" WHERE "group_details"."group_id" = "moved"."old_id"
)
UPDATE "job_groups" SET "id" = "moved"."new_id"
FROM "moved" WHERE "job_groups"."id" = "moved"."old_id";--> statement-breakpoint
ALTER TABLE "group_details" ADD CONSTRAINT "group_details_group_id_job_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_groups" ALTER COLUMN "id" SET DEFAULT nextval('category_ids');--> statement-breakpoint
ALTER TABLE "job_details" ALTER COLUMN "id" SET DEFAULT nextval('category_ids');--> statement-breakpoint
DROP SEQUENCE "job_groups_id_seq";--> statement-breakpoint
DROP SEQUENCE "job_details_id_seq";
