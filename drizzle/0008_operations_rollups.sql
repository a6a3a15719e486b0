CREATE TABLE "operations_calls_hourly" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"disposition" text NOT NULL,
	"language" varchar(8) NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "operations_calls_hourly_pk" PRIMARY KEY("tenant_id","day","hour","disposition","language")
);
--> statement-breakpoint
CREATE TABLE "operations_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"peak" integer DEFAULT 0 NOT NULL,
	"retrievals" integer DEFAULT 0 NOT NULL,
	"mismatch_sum" real DEFAULT 0 NOT NULL,
	"audio_turns" integer DEFAULT 0 NOT NULL,
	"audio_p50" real,
	"audio_p95" real,
	"audio_p99" real,
	"complete" boolean DEFAULT true NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operations_days_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "operations_first_audio_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"path" "answer_path" NOT NULL,
	"ms" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "operations_first_audio_daily_pk" PRIMARY KEY("tenant_id","day","path","ms")
);
--> statement-breakpoint
CREATE TABLE "operations_turns_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"path" "answer_path" NOT NULL,
	"turns" integer NOT NULL,
	"emergencies" integer NOT NULL,
	"refusals" integer NOT NULL,
	"postfilter_blocks" integer NOT NULL,
	"disclaimers" integer NOT NULL,
	"not_found" integer NOT NULL,
	"transfers" integer NOT NULL,
	"answers" integer NOT NULL,
	"grounded" integer NOT NULL,
	"shaped_whole" integer NOT NULL,
	"audio_turns" integer DEFAULT 0 NOT NULL,
	"audio_p50" real,
	"audio_p95" real,
	"audio_p99" real,
	CONSTRAINT "operations_turns_daily_pk" PRIMARY KEY("tenant_id","day","path")
);
--> statement-breakpoint
CREATE TABLE "operations_unanswered_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"question_key" varchar(200) NOT NULL,
	"turns" integer NOT NULL,
	"calls" integer NOT NULL,
	"not_found" integer NOT NULL,
	"transferred" integer NOT NULL,
	"last_asked" timestamp with time zone NOT NULL,
	"latest_message" uuid,
	"conversation_ids" text[] NOT NULL,
	CONSTRAINT "operations_unanswered_daily_pk" PRIMARY KEY("tenant_id","day","question_key")
);
--> statement-breakpoint
ALTER TABLE "operations_calls_hourly" ADD CONSTRAINT "operations_calls_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations_days" ADD CONSTRAINT "operations_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations_first_audio_daily" ADD CONSTRAINT "operations_first_audio_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations_turns_daily" ADD CONSTRAINT "operations_turns_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations_unanswered_daily" ADD CONSTRAINT "operations_unanswered_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;