-- The owner's 'Pedidos' (issue 17). Its order (created_at desc, id desc) with nulls first, as an
-- ORDER BY ... DESC has them: the old 'nulls last' index could not serve it and every page sorted
-- the whole table. The status filter and its counts read the same order after the status.
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The short-id search: id::text LIKE 'abc%' (lower case, as uuids print) walks this index
-- whatever the database's collation.
CREATE INDEX "orders_id_prefix_idx" ON "orders" USING btree (("id"::text) text_pattern_ops);--> statement-breakpoint
-- The same search box finds the name an order ships to and the buyer's email (ILIKE '%text%'),
-- by pg_trgm, which migration 0004 installed where it could. Without it, these two are skipped
-- and the search scans those columns; create them as below once an administrator installs it.
-- fastupdate = off: each new order or account goes straight into the index. With the default, rows
-- wait in a pending list that only VACUUM empties, and PGlite runs no autovacuum: the list grew
-- with every order and the planner, pricing it, went back to scanning the table.
DO $$
DECLARE
  trgm_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "shipping_addresses_name_search_idx" ON "shipping_addresses" USING gin ("name" %1$s.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema
    );
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "users_email_search_idx" ON "users" USING gin ("email" %1$s.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema
    );
  ELSE
    RAISE WARNING 'pg_trgm indisponível: busca de pedidos por nome e email sem índice';
  END IF;
END
$$;
