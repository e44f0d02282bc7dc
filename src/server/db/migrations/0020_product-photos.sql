-- Issue 42: product photos uploaded from the owner's phone. A photo's files live in MEDIA_DIR
-- (never in the database: decision 035); `photos` records each upload, and a product's or a
-- project's photos are an ordered list (position 0, the cover) of uploaded photos or typed
-- addresses. `products.image` and `custom_products.image` keep the cover's address, which the
-- store, the cart and an order's snapshot read as before; an order line's snapshot names its
-- uploaded photo through a generated column, whose foreign key keeps the photo from deletion.
CREATE TABLE "product_photos" (
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"photo" text,
	"url" text,
	"alt" text NOT NULL,
	CONSTRAINT "product_photos_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_photos_photo_or_url" CHECK (("product_photos"."photo" is null) <> ("product_photos"."url" is null))
);
--> statement-breakpoint
CREATE TABLE "custom_product_photos" (
	"custom_product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"photo" text,
	"url" text,
	"alt" text NOT NULL,
	CONSTRAINT "custom_product_photos_custom_product_id_position_pk" PRIMARY KEY("custom_product_id","position"),
	CONSTRAINT "custom_product_photos_photo_or_url" CHECK (("custom_product_photos"."photo" is null) <> ("custom_product_photos"."url" is null))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"name" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_name_format" CHECK ("photos"."name" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_photo" text GENERATED ALWAYS AS (substring("order_items"."product_image" from '^/media/([0-9a-f]{32})-')) STORED;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_photo_photos_name_fk" FOREIGN KEY ("photo") REFERENCES "public"."photos"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_product_photos" ADD CONSTRAINT "custom_product_photos_custom_product_id_custom_products_id_fk" FOREIGN KEY ("custom_product_id") REFERENCES "public"."custom_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_product_photos" ADD CONSTRAINT "custom_product_photos_photo_photos_name_fk" FOREIGN KEY ("photo") REFERENCES "public"."photos"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photos_photo_idx" ON "product_photos" USING btree ("photo");--> statement-breakpoint
CREATE INDEX "custom_product_photos_photo_idx" ON "custom_product_photos" USING btree ("photo");--> statement-breakpoint
CREATE INDEX "photos_uploaded_at_idx" ON "photos" USING btree ("uploaded_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_photo_photos_name_fk" FOREIGN KEY ("product_photo") REFERENCES "public"."photos"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_product_photo_idx" ON "order_items" USING btree ("product_photo") WHERE "order_items"."product_photo" is not null;
--> statement-breakpoint
-- Every product and project keeps the address it had as its one photo, its name as the alt text.
INSERT INTO "product_photos" ("product_id", "position", "url", "alt")
  SELECT "id", 0, "image", "name" FROM "products";--> statement-breakpoint
INSERT INTO "custom_product_photos" ("custom_product_id", "position", "url", "alt")
  SELECT "id", 0, "image", "name" FROM "custom_products";
