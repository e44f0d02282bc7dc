DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_at_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- pg_trgm turns ILIKE '%text%' into an index search. A managed server may refuse CREATE EXTENSION
-- to this role (or not ship contrib): the migration still succeeds, without products_search_idx,
-- and the search scans the table. Once an administrator installs pg_trgm, create the index as
-- below by hand (or in a later migration).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'pg_trgm indisponível (%): busca de produtos sem índice', SQLERRM;
END
$$;--> statement-breakpoint
-- The extension may live in a schema outside the search_path (e.g. "extensions"): qualify the opclass.
DO $$
DECLARE
  trgm_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("name" %1$s.gin_trgm_ops, "category" %1$s.gin_trgm_ops)',
      trgm_schema
    );
  END IF;
END
$$;--> statement-breakpoint
-- Every write to products, whoever makes it, tells the app instances at commit (LISTEN
-- catalog_changed) to drop their cached catalog pages. One message per transaction: PostgreSQL
-- folds identical notifications.
CREATE OR REPLACE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
