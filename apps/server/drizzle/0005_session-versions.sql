-- Tokens carry the user's session version; changing the password or signing out everywhere raises
-- it, so every token issued before stops working (docs/decisions/015-session-versions.md).
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
