CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
-- The key that signs the known-device cookie (decision 013): 244 random bits from two
-- gen_random_uuid() (PostgreSQL's strong random source), made once, on this database.
INSERT INTO "server_secrets" ("name", "value") VALUES ('device-cookie', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
