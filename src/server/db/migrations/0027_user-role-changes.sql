CREATE TABLE "user_role_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"is_admin" boolean NOT NULL,
	"changed_by" uuid,
	"changed_by_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_role_changes" ADD CONSTRAINT "user_role_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_changes" ADD CONSTRAINT "user_role_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_role_changes_user_idx" ON "user_role_changes" USING btree ("user_id","changed_at");