ALTER TABLE "orders" ADD COLUMN "pix_charge" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_open_pix_charge_idx" ON "orders" USING btree ("pix_expires_at") WHERE "orders"."pix_charge" in ('creating', 'live');--> statement-breakpoint
CREATE INDEX "orders_card_in_progress_idx" ON "orders" USING btree ("id") WHERE "orders"."payment_method" = 'mercadopago' and "orders"."payment_status" in ('pending', 'in_process', 'authorized');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pix_charge" CHECK ("orders"."pix_charge" is null or "orders"."pix_charge" in ('creating', 'live', 'failed', 'expired'));