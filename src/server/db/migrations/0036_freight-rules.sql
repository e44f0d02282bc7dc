-- Decision 054: the freight rules the owner sets in the panel, one row per saved version, apart
-- from the settings' one row (no row is the default: free shipping for everyone); and the
-- business days each product takes to make (0 for one in stock; a new column with a constant
-- default is not a rewrite of the table).
CREATE TABLE "freight_rule_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_email" text,
	CONSTRAINT "freight_rule_versions_version_positive" CHECK ("freight_rule_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "production_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "freight_rule_versions" ADD CONSTRAINT "freight_rule_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_production_days_range" CHECK ("products"."production_days" between 0 and 120);