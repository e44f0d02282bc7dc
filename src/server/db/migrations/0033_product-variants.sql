-- Decision 053: a product's options and variants. What is sold and counted is a variant, with its
-- own stock; products.stock is the sum of its variants'.
CREATE TABLE "product_option_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_option_values_position_key" UNIQUE("option_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_options_position_key" UNIQUE("product_id","position"),
	CONSTRAINT "product_options_position_range" CHECK ("product_options"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"value_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"sku" text,
	"photo" text,
	"offered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_combination_key" UNIQUE("product_id","value_ids"),
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_non_negative" CHECK ("product_variants"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (upper("sku")) WHERE "product_variants"."sku" is not null;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every product is one variant until its owner gives it options. That variant's id is the
-- product's, so the movements and order lines written before variants (variant_id null, never
-- rewritten: PGlite runs no autovacuum) are its own.
INSERT INTO "product_variants" ("id", "product_id", "stock", "created_at", "updated_at")
SELECT "id", "id", "stock", "created_at", "updated_at" FROM "products";--> statement-breakpoint
-- A variant added, removed or changed in anything but its stock changes the catalog the caches
-- hold (its price, label, whether it is offered); its stock moves with the product's, whose
-- trigger tells the instances the new stock (migration 0012).
CREATE TRIGGER "product_variants_catalog_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "product_variants_updated" AFTER UPDATE ON "product_variants"
  FOR EACH ROW WHEN (
    OLD.price_cents IS DISTINCT FROM NEW.price_cents OR OLD.label IS DISTINCT FROM NEW.label
    OR OLD.offered IS DISTINCT FROM NEW.offered OR OLD.sku IS DISTINCT FROM NEW.sku
    OR OLD.photo IS DISTINCT FROM NEW.photo OR OLD.position IS DISTINCT FROM NEW.position
    OR OLD.value_ids IS DISTINCT FROM NEW.value_ids OR OLD.product_id IS DISTINCT FROM NEW.product_id
  ) EXECUTE FUNCTION "notify_catalog_changed"();
