CREATE TABLE "report_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bsnr" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce(befund_id, '') || ' ' || coalesce((patient_data ->> 'nachname'), '') || ' ' || coalesce((patient_data ->> 'vorname'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_events_at_idx" ON "login_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "users_email_verified_idx" ON "users" USING btree ("email_verified_at");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("titel", '') || ' ' || coalesce("vorname", '') || ' ' || coalesce("nachname", '') || ' ' || coalesce("lis_id", '') || ' ' || coalesce("ort", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_fts_idx" ON "users" USING gin (to_tsvector('german'::regconfig, coalesce("titel", '') || ' ' || coalesce("vorname", '') || ' ' || coalesce("nachname", '') || ' ' || coalesce("lis_id", '') || ' ' || coalesce("ort", '')));--> statement-breakpoint
CREATE INDEX "offices_search_trgm_idx" ON "offices" USING gin ((coalesce("name", '') || ' ' || coalesce("lis_id", '') || ' ' || coalesce("ort", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offices_search_fts_idx" ON "offices" USING gin (to_tsvector('german'::regconfig, coalesce("name", '') || ' ' || coalesce("lis_id", '') || ' ' || coalesce("ort", '')));--> statement-breakpoint
CREATE INDEX "report_audit_log_action_at_idx" ON "report_audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "reports_search_trgm_idx" ON "reports" USING gin (("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_search_fts_idx" ON "reports" USING gin (to_tsvector('german'::regconfig, "search_text"));--> statement-breakpoint
CREATE INDEX "report_demands_created_idx" ON "report_demands" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "report_demands_search_trgm_idx" ON "report_demands" USING gin ((coalesce("befund_id", '') || ' ' || coalesce(("patient_data" ->> 'nachname'), '') || ' ' || coalesce(("patient_data" ->> 'vorname'), '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_demands_search_fts_idx" ON "report_demands" USING gin (to_tsvector('german'::regconfig, coalesce("befund_id", '') || ' ' || coalesce(("patient_data" ->> 'nachname'), '') || ' ' || coalesce(("patient_data" ->> 'vorname'), '')));--> statement-breakpoint
CREATE INDEX "tickets_search_trgm_idx" ON "tickets" USING gin ((coalesce("subject", '') || ' ' || coalesce("content", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_search_fts_idx" ON "tickets" USING gin (to_tsvector('german'::regconfig, coalesce("subject", '') || ' ' || coalesce("content", '')));--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_bsnr_unique" UNIQUE("bsnr");