CREATE TABLE "share_section_reading" (
	"share_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_section_reading_share_id_section_key_pk" PRIMARY KEY("share_id","section_key")
);
--> statement-breakpoint
CREATE TABLE "share_visits" (
	"share_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_visits_share_id_visit_id_pk" PRIMARY KEY("share_id","visit_id")
);
--> statement-breakpoint
ALTER TABLE "share_section_reading" ADD CONSTRAINT "share_section_reading_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_visits" ADD CONSTRAINT "share_visits_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;