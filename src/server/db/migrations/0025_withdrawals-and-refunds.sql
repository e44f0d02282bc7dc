CREATE TABLE "order_refunds" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"via" text NOT NULL,
	"state" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_id" text,
	"provider_refund_id" text,
	"refusal" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"finished_at" timestamp with time zone,
	CONSTRAINT "order_refunds_via" CHECK ("via" in ('mercadopago', 'pix-manual')),
	CONSTRAINT "order_refunds_state" CHECK ("state" in ('pending', 'done', 'refused', 'failed')),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_notifications" DROP CONSTRAINT "order_notifications_kind";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_mode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_withdrawal_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."withdrawal_requested_at" is not null;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_kind" CHECK ("kind" in ('payment-confirmed', 'shipped', 'delivered', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_withdrawal_mode" CHECK ("orders"."withdrawal_mode" is null or "orders"."withdrawal_mode" in ('cancel', 'return'));