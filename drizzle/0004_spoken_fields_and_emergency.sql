-- departments.location becomes per language ({"nl": "verdieping 2, route 42", "en": …}); an existing
-- single string was written in the tenant's default language and is kept under that language.
ALTER TABLE "departments" ADD COLUMN "location_per_lang" jsonb;--> statement-breakpoint
UPDATE "departments" SET "location_per_lang" = jsonb_build_object(t."default_language", "departments"."location") FROM "tenants" t WHERE t."id" = "departments"."tenant_id" AND "departments"."location" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "departments" RENAME COLUMN "location_per_lang" TO "location";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "crisis_number" varchar(32);--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "directions" jsonb;--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "terminal_class" text;
