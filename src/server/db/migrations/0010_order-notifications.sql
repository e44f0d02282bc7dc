CREATE TABLE "order_notifications" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notifications_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "order_notifications_kind" CHECK ("kind" in ('payment-confirmed', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The customer's emails at each step (issue 18, decision 016) start with this table: every step an
-- order has already reached, by its status now or by its history, counts as told, so deploying
-- never mails a customer about a payment, a parcel or a cancellation of the past. Reaching a step
-- passes the earlier ones on the way (shipped is past paid), as the app marks them.
INSERT INTO "order_notifications" ("order_id", "kind")
SELECT DISTINCT reached."order_id", step."kind"
FROM (
  SELECT "id" AS "order_id", "status" FROM "orders"
  UNION
  SELECT "order_id", "to_status" FROM "order_status_changes"
) AS reached
JOIN (VALUES
  ('pago', 'payment-confirmed'),
  ('enviado', 'payment-confirmed'),
  ('enviado', 'shipped'),
  ('entregue', 'payment-confirmed'),
  ('entregue', 'shipped'),
  ('entregue', 'delivered'),
  ('cancelado', 'cancelled')
) AS step ("status", "kind") ON step."status" = reached."status"::text
ON CONFLICT DO NOTHING;
