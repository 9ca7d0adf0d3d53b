CREATE TABLE "report_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("titel", '') || ' ' || coalesce("vorname", '') || ' ' || coalesce("nachname", '') || ' ' || coalesce("lis_id", '') || ' ' || coalesce("ort", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_fts_idx" ON "users" USING gin (to_tsvector('german'::regconfig, coalesce("titel", '') || ' ' || coalesce("vorname", '') || ' ' || coalesce("nachname", '') || ' ' || coalesce("lis_id", '') || ' ' || coalesce("ort", '')));--> statement-breakpoint
CREATE INDEX "offices_search_trgm_idx" ON "offices" USING gin ((coalesce("name", '') || ' ' || coalesce("lis_id", '') || ' ' || coalesce("ort", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offices_search_fts_idx" ON "offices" USING gin (to_tsvector('german'::regconfig, coalesce("name", '') || ' ' || coalesce("lis_id", '') || ' ' || coalesce("ort", '')));--> statement-breakpoint
CREATE INDEX "reports_search_trgm_idx" ON "reports" USING gin ((coalesce("befund_id", '') || ' ' || coalesce(("patient_data" ->> 'nachname'), '') || ' ' || coalesce(("patient_data" ->> 'vorname'), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_search_fts_idx" ON "reports" USING gin (to_tsvector('german'::regconfig, coalesce("befund_id", '') || ' ' || coalesce(("patient_data" ->> 'nachname'), '') || ' ' || coalesce(("patient_data" ->> 'vorname'), '')));--> statement-breakpoint
CREATE INDEX "report_demands_search_trgm_idx" ON "report_demands" USING gin ((coalesce("befund_id", '') || ' ' || coalesce(("patient_data" ->> 'nachname'), '') || ' ' || coalesce(("patient_data" ->> 'vorname'), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_demands_search_fts_idx" ON "report_demands" USING gin (to_tsvector('german'::regconfig, coalesce("befund_id", '') || ' ' || coalesce(("patient_data" ->> 'nachname'), '') || ' ' || coalesce(("patient_data" ->> 'vorname'), '')));--> statement-breakpoint
CREATE INDEX "tickets_search_trgm_idx" ON "tickets" USING gin ((coalesce("subject", '') || ' ' || coalesce("content", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_search_fts_idx" ON "tickets" USING gin (to_tsvector('german'::regconfig, coalesce("subject", '') || ' ' || coalesce("content", '')));