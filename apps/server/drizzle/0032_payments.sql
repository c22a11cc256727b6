-- Money (decision 045): a double-entry ledger in integer US cents, the terms each order was placed
-- at, its payments and refunds, and sellers' withdrawals. The ledger's rows are never updated or
-- deleted (db/sql/payments.sql refuses it) and every transaction's entries sum to zero; balances
-- are sums of entries. Money tables name orders and users by id without foreign keys: the books
-- outlive the records they mention.
CREATE TABLE "payment_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seller_id" integer,
	CONSTRAINT "payment_accounts_kind_check" CHECK ("payment_accounts"."kind" in ('card_payments', 'escrow', 'platform_fees', 'refunds', 'payouts', 'payouts_in_transit', 'seller_pending', 'seller_available')),
	CONSTRAINT "payment_accounts_seller_check" CHECK (("payment_accounts"."seller_id" IS NOT NULL) = ("payment_accounts"."kind" in ('seller_pending', 'seller_available')))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_kind_idx" ON "payment_accounts" USING btree ("kind", coalesce("seller_id", 0));
--> statement-breakpoint
INSERT INTO "payment_accounts" ("kind") VALUES ('card_payments'), ('escrow'), ('platform_fees'), ('refunds'), ('payouts'), ('payouts_in_transit');
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"refund_id" integer,
	"withdrawal_id" integer,
	"follows_id" bigint,
	"clears_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_follows_fk" FOREIGN KEY ("follows_id") REFERENCES "ledger_transactions"("id"),
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('capture', 'settle', 'reverse', 'clear', 'withdraw', 'withdrawal_return', 'payout'))
);
--> statement-breakpoint
-- A settlement is followed once: by its clearing or by an admin's reopen, never both.
CREATE UNIQUE INDEX "ledger_transactions_follows_idx" ON "ledger_transactions" USING btree ("follows_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_capture_idx" ON "ledger_transactions" USING btree ("payment_id") WHERE "kind" = 'capture';
--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id", "id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
-- The settlements whose earnings the clearing job still has to make available.
CREATE INDEX "ledger_transactions_clearing_idx" ON "ledger_transactions" USING btree ("clears_at") WHERE "kind" = 'settle';
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_transaction_fk" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id"),
	CONSTRAINT "ledger_entries_account_fk" FOREIGN KEY ("account_id") REFERENCES "payment_accounts"("id"),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id", "id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");
--> statement-breakpoint
CREATE TABLE "order_terms" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" bigint NOT NULL,
	"service_fee" bigint NOT NULL,
	"small_order_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"commission_bp" integer NOT NULL,
	"commission" bigint NOT NULL,
	"seller_earnings" bigint NOT NULL,
	"clearing_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_terms_currency_check" CHECK ("order_terms"."currency" = 'USD'),
	CONSTRAINT "order_terms_sums_check" CHECK ("order_terms"."price" >= 0 AND "order_terms"."service_fee" >= 0 AND "order_terms"."small_order_fee" >= 0 AND "order_terms"."commission" >= 0 AND "order_terms"."total" = "order_terms"."price" + "order_terms"."service_fee" + "order_terms"."small_order_fee" AND "order_terms"."seller_earnings" = "order_terms"."price" - "order_terms"."commission")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"reference" text,
	-- A declined attempt's reason, as the card network gave it.
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('requires_confirmation', 'succeeded', 'declined', 'cancelled')),
	CONSTRAINT "payments_reference_check" CHECK (("payments"."reference" IS NULL) = ("payments"."status" = 'declined')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_last4_check" CHECK ("payments"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
-- One payment of an order at a time: fifty parallel payments of one order, one wins.
CREATE UNIQUE INDEX "payments_order_idx" ON "payments" USING btree ("order_id") WHERE "status" in ('requires_confirmation', 'succeeded');
--> statement-breakpoint
CREATE INDEX "payments_buyer_idx" ON "payments" USING btree ("buyer_id", "id");
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_payment_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"note" text,
	"reference" text,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('requested', 'approved', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
-- One open withdrawal per seller.
CREATE UNIQUE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("seller_id") WHERE "status" in ('requested', 'approved');
--> statement-breakpoint
CREATE INDEX "withdrawals_seller_idx" ON "withdrawals" USING btree ("seller_id", "id");
--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status", "id");
