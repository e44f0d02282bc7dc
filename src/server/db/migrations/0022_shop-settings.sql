CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	"image_photo" text,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_settings_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	"changed_by_email" text NOT NULL,
	"version" integer NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_image_photo_photos_name_fk" FOREIGN KEY ("image_photo") REFERENCES "public"."photos"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings_changes" ADD CONSTRAINT "shop_settings_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every instance keeps the settings in memory and reads them again when told (issue 44).
CREATE FUNCTION "shop_settings_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_settings_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shop_settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "shop_settings_notify"();
