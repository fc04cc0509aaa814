CREATE TABLE "section_approvals" (
	"strategy_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"share_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_approvals_strategy_id_section_key_pk" PRIMARY KEY("strategy_id","section_key"),
	CONSTRAINT "section_approvals_state_check" CHECK ("section_approvals"."state" IN ('approved', 'changes-requested'))
);
--> statement-breakpoint
CREATE TABLE "section_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"parent_id" uuid,
	"author" text NOT NULL,
	"share_id" uuid,
	"body" text NOT NULL,
	"quote" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"source" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "section_versions_source_check" CHECK ("section_versions"."source" IN ('generation', 'regeneration', 'edit', 'link-edit', 'restore', 'earlier'))
);
--> statement-breakpoint
ALTER TABLE "section_approvals" ADD CONSTRAINT "section_approvals_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_comments" ADD CONSTRAINT "section_comments_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_comments" ADD CONSTRAINT "section_comments_parent_id_section_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."section_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_versions" ADD CONSTRAINT "section_versions_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "section_comments_strategy_idx" ON "section_comments" USING btree ("strategy_id","section_key");--> statement-breakpoint
CREATE INDEX "section_versions_section_idx" ON "section_versions" USING btree ("strategy_id","section_key","created_at");