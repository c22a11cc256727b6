-- The Finance page sums the last 12 months of the ledger: it reads them from this index, not
-- every transaction since the first.
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");
