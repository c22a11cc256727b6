-- What an order bought (its gig's seller, the package's terms, the total, when it was placed) is
-- written by the orders' service as it inserts the order, from the package it read for the quote
-- (decisions 033, 038): the trigger that copied it at insert goes, the last that decided business.
DROP TRIGGER IF EXISTS "hires_copy_package_on_insert" ON "hires";--> statement-breakpoint
DROP FUNCTION IF EXISTS "hires_copy_package"();
