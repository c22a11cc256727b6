-- The profile's own sections (decision 029): how well each listed language is spoken, by its name
-- in lower case, and the schools a user lists. Both start empty: nothing is said for anyone.
ALTER TABLE "users" ADD COLUMN "language_levels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education" jsonb DEFAULT '[]'::jsonb NOT NULL;
