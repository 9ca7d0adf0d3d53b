CREATE TABLE "report_demand_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" integer NOT NULL,
	"author_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_demand_messages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "report_demand_reads" (
	"demand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_demand_reads_demand_id_user_id_pk" PRIMARY KEY("demand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"report_id" integer,
	"befund_id" text NOT NULL,
	"patient_data" jsonb NOT NULL,
	"doctor_id" integer NOT NULL,
	"contact_person_id" integer,
	"subject" text NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_demands_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "report_demands_subject_check" CHECK (subject IN ('general', 'invoice'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category" text,
	"priority_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"recipient_id" integer,
	"created_by" integer,
	"last_edited_by" integer,
	"closing_reason" text,
	"closed_at" timestamp with time zone,
	"report_demand_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "tickets_sub_category_check" CHECK (sub_category IN ('Allgemein', 'Rechnung'))
);
--> statement-breakpoint
CREATE TABLE "report_interpretations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"report_id" integer,
	"befund_id" text NOT NULL,
	"doctor_id" integer NOT NULL,
	"preferred_dates" jsonb NOT NULL,
	"note" text,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_interpretations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "report_demand_messages" ADD CONSTRAINT "report_demand_messages_demand_id_report_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."report_demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_demand_messages" ADD CONSTRAINT "report_demand_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_demand_reads" ADD CONSTRAINT "report_demand_reads_demand_id_report_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."report_demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_demand_reads" ADD CONSTRAINT "report_demand_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_demands" ADD CONSTRAINT "report_demands_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_demands" ADD CONSTRAINT "report_demands_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_demands" ADD CONSTRAINT "report_demands_contact_person_id_users_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_demands" ADD CONSTRAINT "report_demands_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_priority_id_ticket_priorities_id_fk" FOREIGN KEY ("priority_id") REFERENCES "public"."ticket_priorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_id_ticket_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."ticket_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_last_edited_by_users_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_report_demand_id_report_demands_id_fk" FOREIGN KEY ("report_demand_id") REFERENCES "public"."report_demands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_interpretations" ADD CONSTRAINT "report_interpretations_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_interpretations" ADD CONSTRAINT "report_interpretations_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_demand_messages_demand_idx" ON "report_demand_messages" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE INDEX "report_demands_doctor_idx" ON "report_demands" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "report_demands_contact_idx" ON "report_demands" USING btree ("contact_person_id","created_at");--> statement-breakpoint
CREATE INDEX "report_demands_active_idx" ON "report_demands" USING btree ("created_at") WHERE "report_demands"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "report_demands_report_idx" ON "report_demands" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "tickets_recipient_idx" ON "tickets" USING btree ("recipient_id","status_id");--> statement-breakpoint
CREATE INDEX "tickets_created_by_idx" ON "tickets" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_report_demand_idx" ON "tickets" USING btree ("report_demand_id");--> statement-breakpoint
CREATE INDEX "report_interpretations_doctor_idx" ON "report_interpretations" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "report_interpretations_pending_idx" ON "report_interpretations" USING btree ("created_at") WHERE "report_interpretations"."done_at" IS NULL AND "report_interpretations"."cancelled_at" IS NULL AND "report_interpretations"."read_at" IS NULL;