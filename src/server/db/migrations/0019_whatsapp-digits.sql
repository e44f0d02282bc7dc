-- Issue 38: the owner's order search finds an order by its WhatsApp number however it is typed
-- ('(11) 98765-4321' or '98765 4321' finds 11987654321). The database keeps the number's digits
-- (regexp_replace is immutable: a stored generated column); each search is a LIKE '%digits%'.
ALTER TABLE "shipping_addresses" ADD COLUMN "whatsapp_digits" text GENERATED ALWAYS AS (regexp_replace("shipping_addresses"."whatsapp", '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
-- Its trigram index where migration 0004 could install pg_trgm (else the search scans), as 0018.
-- fastupdate = off: PGlite runs no autovacuum to empty a pending list (see 0009).
DO $$
DECLARE
  trgm_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "shipping_addresses_whatsapp_search_idx" ON "shipping_addresses" USING gin ("whatsapp_digits" %1$s.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema
    );
  ELSE
    RAISE WARNING 'pg_trgm indisponível: busca de pedidos por WhatsApp sem índice';
  END IF;
END
$$;
