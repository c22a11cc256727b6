-- Clients of the original API parse a date in the reply as the form they sent it in (the original
-- stored the text it was given): each client-given date keeps its text beside the real date, which
-- still drives due dates, sorting and ages. Null: Giglane set the date, answered as dd/mm/yyyy.
ALTER TABLE "users" ADD COLUMN "birthday_text" text;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "hired_on_text" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "commented_on_text" text;--> statement-breakpoint
-- A new password ends every session of the user but the one that set it (decision 015): that
-- session's token, by its hash, stays valid beside the raised session version.
ALTER TABLE "users" ADD COLUMN "kept_session" text;
