DROP INDEX "strategies_updated_at_idx";--> statement-breakpoint
CREATE INDEX "strategies_updated_at_id_idx" ON "strategies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "strategies_search_idx" ON "strategies" USING gin (to_tsvector('simple'::regconfig, coalesce(metadata->>'companyName', '') || ' ' || coalesce(metadata->>'clientName', '') || ' ' || overview));