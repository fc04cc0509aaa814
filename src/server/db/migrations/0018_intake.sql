ALTER TABLE "strategies" ADD COLUMN "intake" jsonb;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "intake_version" integer DEFAULT 0 NOT NULL;