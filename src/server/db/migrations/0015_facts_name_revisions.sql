ALTER TABLE "section_versions" DROP CONSTRAINT "section_versions_source_check";--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "kind" text DEFAULT 'generation' NOT NULL;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "facts_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_kind_check" CHECK ("runs"."kind" IN ('generation', 'revision'));--> statement-breakpoint
ALTER TABLE "section_versions" ADD CONSTRAINT "section_versions_source_check" CHECK ("section_versions"."source" IN ('generation', 'regeneration', 'edit', 'link-edit', 'restore', 'earlier', 'revision'));