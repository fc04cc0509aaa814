CREATE TABLE "source_passages" (
	"source_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"strategy_id" uuid NOT NULL,
	"text" text NOT NULL,
	"page" integer,
	"slide" integer,
	"sheet" text,
	"row_first" integer,
	"row_last" integer,
	"config" "regconfig" NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector(config, text)) STORED NOT NULL,
	CONSTRAINT "source_passages_source_id_ordinal_pk" PRIMARY KEY("source_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text,
	"bytes" integer NOT NULL,
	"pages" integer,
	"passage_count" integer NOT NULL,
	"warnings" jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_kind_check" CHECK ("sources"."kind" IN ('document', 'web'))
);
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "sources" jsonb;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "citations_removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "source_passages" ADD CONSTRAINT "source_passages_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_passages" ADD CONSTRAINT "source_passages_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_passages_strategy_idx" ON "source_passages" USING btree ("strategy_id");--> statement-breakpoint
CREATE INDEX "source_passages_search_idx" ON "source_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "sources_strategy_idx" ON "sources" USING btree ("strategy_id","created_at");