-- Stripe (decision 046): a seller's connected account for payouts, and every webhook event's id
-- once, so a replayed event is recognised and changes nothing.
CREATE TABLE "payout_accounts" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_provider_check" CHECK ("payout_accounts"."provider" in ('stripe'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_idx" ON "payout_accounts" USING btree ("provider", "account_id");--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A Stripe payment is recorded when it starts, before the buyer's card is known (it never passes
-- through Giglane): its brand and last four are filled in when Stripe says it succeeded.
ALTER TABLE "payments" DROP CONSTRAINT "payments_last4_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_last4_check" CHECK ("payments"."last4" ~ '^[0-9]{4}$' OR ("payments"."provider" = 'stripe' AND "payments"."last4" = ''));--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference") WHERE "reference" IS NOT NULL;
