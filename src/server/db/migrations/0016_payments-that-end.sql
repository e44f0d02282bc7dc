CREATE TABLE "order_payment_refusals" (
	"order_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payment_refusals_order_id_payment_id_pk" PRIMARY KEY("order_id","payment_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preference_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payment_refusals" ADD CONSTRAINT "order_payment_refusals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_open_card_idx" ON "orders" USING btree ("card_expires_at") WHERE "orders"."payment_method" = 'mercadopago' and "orders"."card_expires_at" is not null and "orders"."preference_expired_at" is null;--> statement-breakpoint
-- A live charge's payment id was kept in mercadopago_payment_id (issue 36): it moves to its own
-- column. A payment reported but not applied may have overwritten it there; nothing tells which,
-- so the last id reported is taken, as the job used it until now.
UPDATE "orders" SET "pix_payment_id" = "mercadopago_payment_id"
  WHERE "pix_charge" IN ('live', 'expired') AND "mercadopago_payment_id" IS NOT NULL;
