CREATE TYPE "public"."stock_movement_reason" AS ENUM('opening_balance', 'sale', 'cancel', 'reopen', 'order_deleted', 'adjustment', 'restock', 'project_materialised');--> statement-breakpoint
CREATE TYPE "public"."status_actor" AS ENUM('owner', 'customer', 'payment_provider', 'job');--> statement-breakpoint
CREATE TYPE "public"."units_state" AS ENUM('held', 'returned', 'shipped', 'none');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" "stock_movement_reason" NOT NULL,
	"order_id" uuid,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_not_zero" CHECK ("stock_movements"."quantity" <> 0 or "stock_movements"."reason" = 'opening_balance')
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"actor" "status_actor" NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "units_state" "units_state" DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_created_at_idx" ON "stock_movements" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_order_id_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_id_idx" ON "order_status_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- Where the units of the orders already placed are, from what the one-shot flag recorded.
UPDATE "order_items" SET "units_state" = 'none'
  FROM "products" WHERE "products"."id" = "order_items"."product_id" AND "products"."is_custom_order";--> statement-breakpoint
UPDATE "order_items" SET "units_state" = 'returned'
  FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "order_items"."units_state" = 'held'
  AND "orders"."stock_returned_at" IS NOT NULL;--> statement-breakpoint
-- Shipped, or cancelled after payment (the old rules never returned those units): off the books.
UPDATE "order_items" SET "units_state" = 'shipped'
  FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "order_items"."units_state" = 'held'
  AND "orders"."status" IN ('enviado', 'entregue', 'cancelado');--> statement-breakpoint
-- The books open with what each product has now.
INSERT INTO "stock_movements" ("product_id", "quantity", "reason")
  SELECT "id", "stock", 'opening_balance' FROM "products";
