CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" integer,
	"doctor_id" integer,
	"identity_hash" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_owner_identity_key" UNIQUE NULLS NOT DISTINCT("office_id","doctor_id","identity_hash"),
	CONSTRAINT "patients_one_owner_check" CHECK (("patients"."office_id" IS NULL) <> ("patients"."doctor_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "report_results" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"data" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "sampled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "result_status" text;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_results" ADD CONSTRAINT "report_results_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_doctor_idx" ON "patients" USING btree ("doctor_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_patient_idx" ON "reports" USING btree ("patient_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_result_status_check" CHECK (result_status IN ('final', 'corrected'));--> statement-breakpoint
-- A patient lives as long as one of their reports: when the last is deleted or expires (or a
-- correction moves it to another patient), the patient's encrypted record goes with it.
CREATE FUNCTION patients_drop_orphans() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM patients AS p
  WHERE p.id IN (SELECT DISTINCT patient_id FROM old_rows WHERE patient_id IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM reports AS r WHERE r.patient_id = p.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reports_patient_delete AFTER DELETE ON reports
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_drop_orphans();
--> statement-breakpoint
CREATE TRIGGER reports_patient_update AFTER UPDATE ON reports
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_drop_orphans();
