-- Decision 053: a lead may name the variant it asks for (one per product, variant and number); a
-- variant the owner removes is kept, removed_at set, when orders, movements or leads name it; a
-- variant's stock has its version, as a product's has (migration 0012).
ALTER TABLE "product_leads" DROP CONSTRAINT "product_leads_product_whatsapp_key";--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_leads" ADD CONSTRAINT "product_leads_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_leads" ADD CONSTRAINT "product_leads_product_variant_whatsapp_key" UNIQUE NULLS NOT DISTINCT("product_id","variant_id","whatsapp");--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_version" BEFORE UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW WHEN (NEW.stock IS DISTINCT FROM OLD.stock) EXECUTE FUNCTION "bump_stock_version"();--> statement-breakpoint
-- A variant's stock moved (and nothing else of it): the instances hear 'stock:variant:<id>:<stock>:<version>'
-- and patch the product answers that list it, as the product's own payload does (migration 0012).
CREATE OR REPLACE FUNCTION "notify_variant_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed',
    'stock:variant:' || NEW.id || ':' || NEW.stock || ':' || NEW.stock_version);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_changed" AFTER UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW WHEN (NEW.stock IS DISTINCT FROM OLD.stock) EXECUTE FUNCTION "notify_variant_stock"();
