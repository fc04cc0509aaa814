ALTER TABLE "sections" ADD COLUMN "error_detail" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "context_shortened" boolean DEFAULT false NOT NULL;