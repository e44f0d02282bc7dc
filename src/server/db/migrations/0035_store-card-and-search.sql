-- Decision 053, the store's card and search: products.lowest_price_cents, the lowest price among
-- a product's offered variants (its own price without options), which the price orders and their
-- indexes sort by; products.variant_values, the option values its offered variants have, in the
-- search's text. Both written by the app with every change of a price or a variant.
DROP TRIGGER "products_catalog_words_update" ON "products";--> statement-breakpoint
DROP INDEX "products_price_asc_idx";--> statement-breakpoint
DROP INDEX "products_price_desc_idx";--> statement-breakpoint
-- products_search_idx goes with it (made again below).
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
-- One rewrite of the table for the three columns (a stored generated column is written for every
-- row): lowest_price_cents starts as the price, generated for that rewrite and a plain column
-- after it, so no row is updated twice (PGlite runs no autovacuum to reclaim the first copies).
ALTER TABLE "products"
  ADD COLUMN "variant_values" text DEFAULT '' NOT NULL,
  ADD COLUMN "lowest_price_cents" integer GENERATED ALWAYS AS ("price_cents") STORED NOT NULL,
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("products"."name" || ' ' || "products"."category" || ' ' || "products"."description" || ' ' || "products"."variant_values", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "lowest_price_cents" DROP EXPRESSION;--> statement-breakpoint
-- A product is written as its one variant, so its lowest price is its price: the app says so, and
-- a row written without it (SQL typed by hand, a script) gets it here.
CREATE OR REPLACE FUNCTION "products_lowest_price_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lowest_price_cents := coalesce(NEW.lowest_price_cents, NEW.price_cents);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_lowest_price_default" BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_lowest_price_default"();--> statement-breakpoint
CREATE TRIGGER "products_catalog_words_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION "catalog_words_edited"();--> statement-breakpoint
-- The products whose card is not their own price and text: a variant with a price of its own, one
-- not offered or removed, or values (found in one scan of the variants). The trigger above learns
-- their values' words for the corrected search (decision 050).
WITH varied AS (
  SELECT DISTINCT "product_id" AS id FROM "product_variants"
  WHERE "price_cents" IS NOT NULL OR NOT "offered" OR "removed_at" IS NOT NULL
    OR cardinality("value_ids") > 0
)
UPDATE "products" p SET
  "lowest_price_cents" = coalesce((
    SELECT min(coalesce(v."price_cents", p."price_cents")) FROM "product_variants" v
    WHERE v."product_id" = p."id" AND v."offered" AND v."removed_at" IS NULL), p."price_cents"),
  "variant_values" = coalesce((
    SELECT string_agg(ov."value", ' ' ORDER BY o."position", ov."position")
    FROM "product_options" o JOIN "product_option_values" ov ON ov."option_id" = o."id"
    WHERE o."product_id" = p."id" AND EXISTS (
      SELECT 1 FROM "product_variants" v
      WHERE v."product_id" = p."id" AND v."offered" AND v."removed_at" IS NULL
        AND ov."id" = ANY (v."value_ids"))), '')
FROM varied WHERE p."id" = varied.id;--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("is_custom_order","lowest_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ((not "is_custom_order"),"lowest_price_cents","id");--> statement-breakpoint
-- The search's trigram index where migration 0004 could install pg_trgm (see 0018).
DO $$
DECLARE
  trgm_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_text" %1$s.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema
    );
  ELSE
    RAISE WARNING 'pg_trgm indisponível: busca de produtos sem índice';
  END IF;
END
$$;--> statement-breakpoint
-- The store shows a product's stock as its offered variants' (decision 053), products.stock less
-- the units of the variants it does not offer, which only the variants' save (a catalog change)
-- and units put back on such a variant (a cancelled line naming it) move. So a stock change of a
-- variant not offered is a catalog change: the cached answers are made again, with that figure.
CREATE OR REPLACE FUNCTION "notify_variant_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.offered AND NEW.removed_at IS NULL THEN
    PERFORM pg_notify('catalog_changed',
      'stock:variant:' || NEW.id || ':' || NEW.stock || ':' || NEW.stock_version);
  ELSE
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END
$$;
