-- The database code's source files (decision 042) are applied after the migrations. Applying them
-- replaces every trigger, which locks each table that has one against writes and makes every
-- connection of every instance reload those tables and functions: so the start step records a
-- digest of the files it applied here, and applies them again only when they or the migrations
-- changed.
CREATE TABLE "sql_sources" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sql_sources_one_row_check" CHECK ("sql_sources"."id" = 1)
);
