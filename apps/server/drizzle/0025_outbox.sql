-- The outbox (decision 037): what a transaction decided should happen outside it (a live event now,
-- e-mails and payment steps later), written in that transaction and taken by the worker of any
-- instance with FOR UPDATE SKIP LOCKED. Handled rows are kept a day, then pruned.
CREATE TABLE "outbox_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	-- At most one unhandled event per key: a recurring job is enqueued once however many ask.
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" USING btree ("available_at", "id") WHERE "handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_events_handled_idx" ON "outbox_events" USING btree ("handled_at") WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_events_dedupe_idx" ON "outbox_events" USING btree ("dedupe_key") WHERE "handled_at" IS NULL;--> statement-breakpoint
-- Wakes every instance's worker when a transaction that wrote events commits; polling backs it up.
CREATE FUNCTION outbox_events_wake() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('giglane_outbox', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER outbox_events_wake_on_insert
AFTER INSERT ON "outbox_events"
FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_wake();
