-- The ledger's guards (decision 045): what the books promise whatever writes to them. An entry or
-- a transaction, once written, is never changed or removed (a correction is a new transaction),
-- and every transaction's entries sum to zero. The service writes balanced transactions; these
-- refuse anything else, a hand-written statement included.

CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One door empties the books: `npm run db:seed -- --reset`, which empties every table at once
  -- in a transaction that says so.
  IF tg_op = 'TRUNCATE' AND current_setting('giglane.emptying_database', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', tg_op, tg_table_name
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

-- Duty: guard
CREATE OR REPLACE TRIGGER ledger_entries_refuse_change
BEFORE UPDATE OR DELETE ON ledger_entries
FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Duty: guard
CREATE OR REPLACE TRIGGER ledger_entries_refuse_truncate
BEFORE TRUNCATE ON ledger_entries
FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Duty: guard
CREATE OR REPLACE TRIGGER ledger_transactions_refuse_change
BEFORE UPDATE OR DELETE ON ledger_transactions
FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Duty: guard
CREATE OR REPLACE TRIGGER ledger_transactions_refuse_truncate
BEFORE TRUNCATE ON ledger_transactions
FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Each statement that adds entries leaves every transaction it touched summing to zero, so a
-- transaction is balanced after every statement, not only at the end.
CREATE OR REPLACE FUNCTION ledger_entries_check_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT e.transaction_id INTO unbalanced
    FROM ledger_entries e
   WHERE e.transaction_id IN (SELECT DISTINCT transaction_id FROM added)
   GROUP BY e.transaction_id
  HAVING sum(e.amount) <> 0
   LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', unbalanced
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$;

-- Duty: guard
CREATE OR REPLACE TRIGGER ledger_entries_check_balance_on_insert
AFTER INSERT ON ledger_entries
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_check_balance();
