CREATE TABLE "playbooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"groups" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "waits_on" text[];--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "outline" jsonb;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "playbook_id" uuid;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "playbook_version" integer;--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "set_aside" jsonb;