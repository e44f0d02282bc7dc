CREATE TABLE "policy_versions" (
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_email" text,
	CONSTRAINT "policy_versions_kind_version_pk" PRIMARY KEY("kind","version"),
	CONSTRAINT "policy_versions_kind" CHECK ("policy_versions"."kind" in ('privacidade', 'termos', 'trocas-e-devolucoes')),
	CONSTRAINT "policy_versions_version_positive" CHECK ("policy_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "policy_versions" jsonb;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The policies' pages take these addresses (issue 45): a help page that had one moves aside.
UPDATE "help_pages" SET "slug" = "slug" || '-' || substr("id"::text, 1, 8), "updated_at" = now()
  WHERE "slug" IN ('privacidade', 'termos', 'trocas-e-devolucoes');
