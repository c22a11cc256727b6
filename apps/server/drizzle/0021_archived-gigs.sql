-- A gig with orders is archived instead of deleted (decision 031): it leaves every public list and
-- search like a paused gig, and its orders, threads, deliveries and reviews stay.
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'active', 'paused', 'archived'));
