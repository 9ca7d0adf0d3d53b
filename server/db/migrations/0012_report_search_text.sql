DROP INDEX "reports_search_trgm_idx";--> statement-breakpoint
DROP INDEX "reports_search_fts_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce(befund_id, '') || ' ' || coalesce((patient_data ->> 'nachname'), '') || ' ' || coalesce((patient_data ->> 'vorname'), '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_search_trgm_idx" ON "reports" USING gin (("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_search_fts_idx" ON "reports" USING gin (to_tsvector('german'::regconfig, "search_text"));