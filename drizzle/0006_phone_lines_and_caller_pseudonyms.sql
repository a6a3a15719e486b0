ALTER TYPE "public"."conversation_disposition" ADD VALUE 'ended_by_caller';--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "inbound_numbers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "caller_pseudonym" varchar(64);--> statement-breakpoint
CREATE INDEX "conversations_tenant_caller_idx" ON "conversations" USING btree ("tenant_id","caller_pseudonym");