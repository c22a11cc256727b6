-- Every admin list sorts by one column with the id breaking ties in the same direction
-- (decision 016): a (column, id) index read forwards or backwards gives either order, so a page
-- and the pages it skips are read as narrow index entries instead of sorting whole rows. Names and
-- emails sort ignoring case, by lower(...). The bare column is INCLUDEd so PostgreSQL can answer
-- from the index alone (it cannot for an expression otherwise); a narrow (name, id) index instead
-- tempted the planner to run a keyword's ILIKE over all its entries rather than look the keyword
-- up in the trigram index.
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("name"),"id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"),"id") INCLUDE ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "jobs_name_idx" ON "jobs" USING btree (lower("name"),"id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX "jobs_price_idx" ON "jobs" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "jobs_stars_idx" ON "jobs" USING btree ("stars","id");--> statement-breakpoint
CREATE INDEX "jobs_rating_count_idx" ON "jobs" USING btree ("rating_count","id");--> statement-breakpoint
DROP INDEX "hires_job_idx";--> statement-breakpoint
CREATE INDEX "hires_job_idx" ON "hires" USING btree ("job_id","id");--> statement-breakpoint
DROP INDEX "hires_hirer_idx";--> statement-breakpoint
CREATE INDEX "hires_hirer_idx" ON "hires" USING btree ("hirer_id","id");--> statement-breakpoint
CREATE INDEX "hires_hired_on_idx" ON "hires" USING btree ("hired_on","id");--> statement-breakpoint
CREATE INDEX "hires_completed_idx" ON "hires" USING btree ("completed","id");--> statement-breakpoint
DROP INDEX "comments_author_idx";--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "comments_commented_on_idx" ON "comments" USING btree ("commented_on","id");--> statement-breakpoint
CREATE INDEX "comments_stars_idx" ON "comments" USING btree ("stars","id");
