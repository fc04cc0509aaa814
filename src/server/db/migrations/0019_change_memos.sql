CREATE TABLE "change_memos" (
	"strategy_id" uuid PRIMARY KEY NOT NULL,
	"since" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_memos" ADD CONSTRAINT "change_memos_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;