ALTER TABLE "pipeline_telemetry" ADD COLUMN "first_audio_ms" real GENERATED ALWAYS AS (((agent_timings ->> 'firstAudioMs'))::real) STORED;--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "language" varchar(8);--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "found" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "disclaimer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "citation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "postfilter_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "sentences_dropped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "action" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_telemetry" ADD COLUMN "question_key" varchar(200);--> statement-breakpoint
CREATE INDEX "pipeline_telemetry_conversation_idx" ON "pipeline_telemetry" USING btree ("conversation_id");