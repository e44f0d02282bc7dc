ALTER TABLE "products" ADD COLUMN "stock_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change of a product's stock, whoever makes it, bumps its stock_version: row locks order
-- the writes of one product, so a higher version is always the newer stock (issue 20).
CREATE OR REPLACE FUNCTION "bump_stock_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_version := OLD.stock_version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_stock_version" BEFORE UPDATE OF "stock" ON "products"
  FOR EACH ROW WHEN (NEW.stock IS DISTINCT FROM OLD.stock) EXECUTE FUNCTION "bump_stock_version"();--> statement-breakpoint
-- An update that changed only the stock tells the app instances the product, its new stock and its
-- version (payload 'stock:<id>:<stock>:<version>'), and they keep their cached pages; any other
-- change of a product empties their caches (empty payload), as inserts, deletes and truncates do.
CREATE OR REPLACE FUNCTION "notify_product_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'stock' - 'stock_version' - 'updated_at')
     = (to_jsonb(OLD) - 'stock' - 'stock_version' - 'updated_at') THEN
    IF NEW.stock IS DISTINCT FROM OLD.stock THEN
      PERFORM pg_notify('catalog_changed',
        'stock:' || NEW.id || ':' || NEW.stock || ':' || NEW.stock_version);
    END IF;
  ELSE
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_catalog_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "products_updated" AFTER UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "notify_product_updated"();
--> statement-breakpoint
-- The help pages and the downloads are cached with the catalog (issue 20: on PGlite a page view
-- that reads the database waits behind every checkout); every write to them empties the caches.
CREATE TRIGGER "help_pages_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "downloads_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "downloads"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
