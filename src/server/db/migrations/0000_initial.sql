CREATE TABLE "logos" (
	"strategy_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"section_keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"strategy_id" uuid NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"error" text,
	"truncated" boolean DEFAULT false NOT NULL,
	"usage" jsonb,
	"run_id" uuid,
	"queue_order" bigint DEFAULT 0 NOT NULL,
	"previous_content" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"rate_limited" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sections_strategy_id_key_pk" PRIMARY KEY("strategy_id","key")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"strategy_id" uuid NOT NULL,
	"access_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"overview" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"language" text DEFAULT 'English' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_strategy_status_idx" ON "runs" USING btree ("strategy_id","status");--> statement-breakpoint
CREATE INDEX "sections_run_status_idx" ON "sections" USING btree ("status","run_id");--> statement-breakpoint
CREATE INDEX "sections_queue_idx" ON "sections" USING btree ("status","queue_order");--> statement-breakpoint
CREATE INDEX "shares_strategy_idx" ON "shares" USING btree ("strategy_id");--> statement-breakpoint
CREATE INDEX "strategies_updated_at_idx" ON "strategies" USING btree ("updated_at");