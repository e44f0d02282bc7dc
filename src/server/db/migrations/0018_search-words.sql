-- Issue 37: a search forgives case and accents and finds every word in any order ('capa volante'
-- finds 'Capa de Volante', 'oculos' finds 'Porta-Óculos'). The database keeps each searched text
-- folded as the app folds a search (#domain/search-text.ts): translate() over the accented letters,
-- as PGlite has no `unaccent`, then lower(). Each word is a LIKE '%word%' on it.
DROP INDEX IF EXISTS "products_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shipping_addresses_name_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("products"."name" || ' ' || "products"."category" || ' ' || "products"."description", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(translate("shipping_addresses"."name", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn'))) STORED NOT NULL;--> statement-breakpoint
-- The trigram indexes where migration 0004 could install pg_trgm (else the search scans: see
-- 0004 to create them by hand later). fastupdate = off: PGlite runs no autovacuum to empty a
-- pending list (see 0009).
DO $$
DECLARE
  trgm_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_text" %1$s.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema
    );
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "shipping_addresses_name_search_idx" ON "shipping_addresses" USING gin ("search_name" %1$s.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema
    );
  ELSE
    RAISE WARNING 'pg_trgm indisponível: busca de produtos e pedidos sem índice';
  END IF;
END
$$;
