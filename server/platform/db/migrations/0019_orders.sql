CREATE SEQUENCE "public"."order_number_blocks_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"loinc" text,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"group_name" text NOT NULL,
	"group_name_en" text NOT NULL,
	"material" text NOT NULL,
	"tube" text NOT NULL,
	"volume_ml" numeric(6, 2) NOT NULL,
	"stability_hours" integer NOT NULL,
	"transport" text NOT NULL,
	"note" text,
	"note_en" text,
	"billing" jsonb NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyses_code_unique" UNIQUE("code"),
	CONSTRAINT "analyses_material_check" CHECK (material IN ('serum', 'edta_blood', 'citrate_plasma', 'heparin_plasma', 'fluoride_plasma', 'urine', 'urine_24h', 'stool', 'swab', 'csf')),
	CONSTRAINT "analyses_tube_check" CHECK (tube IN ('serum', 'edta', 'citrate', 'heparin', 'fluoride', 'urine', 'stool', 'swab', 'csf')),
	CONSTRAINT "analyses_transport_check" CHECK (transport IN ('room', 'cooled', 'frozen'))
);
--> statement-breakpoint
CREATE TABLE "analysis_profile_items" (
	"profile_id" integer NOT NULL,
	"analysis_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "analysis_profile_items_profile_id_analysis_id_pk" PRIMARY KEY("profile_id","analysis_id")
);
--> statement-breakpoint
CREATE TABLE "analysis_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_profiles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"source" text NOT NULL,
	"note" text,
	CONSTRAINT "order_events_status_check" CHECK (status IN ('new', 'billing_entry', 'in_progress', 'report_pending', 'report_created', 'lab_release', 'billing_release', 'done', 'cancelled')),
	CONSTRAINT "order_events_source_check" CHECK (source IN ('portal', 'lis', 'import'))
);
--> statement-breakpoint
CREATE TABLE "order_favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer,
	"doctor_id" integer,
	"analysis_id" integer,
	"profile_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_favourites_owner_item_key" UNIQUE NULLS NOT DISTINCT("office_id","doctor_id","analysis_id","profile_id"),
	CONSTRAINT "order_favourites_one_owner_check" CHECK (("order_favourites"."office_id" IS NULL) <> ("order_favourites"."doctor_id" IS NULL)),
	CONSTRAINT "order_favourites_one_item_check" CHECK (("order_favourites"."analysis_id" IS NULL) <> ("order_favourites"."profile_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"analysis_id" integer NOT NULL,
	"billing" text NOT NULL,
	"profile_id" integer,
	CONSTRAINT "order_items_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_items_billing_check" CHECK (billing IN ('statutory', 'private', 'self_pay'))
);
--> statement-breakpoint
CREATE TABLE "order_number_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" uuid NOT NULL,
	"first" bigint NOT NULL,
	"size" integer NOT NULL,
	"leased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_number_blocks_first_unique" UNIQUE("first")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"office_id" integer,
	"doctor_id" integer NOT NULL,
	"sealed_data" text NOT NULL,
	"urgency" text NOT NULL,
	"sampled_at" timestamp with time zone NOT NULL,
	"sample_time_kind" text NOT NULL,
	"received_at" timestamp with time zone,
	"report_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_check" CHECK (status IN ('new', 'billing_entry', 'in_progress', 'report_pending', 'report_created', 'lab_release', 'billing_release', 'done', 'cancelled')),
	CONSTRAINT "orders_urgency_check" CHECK (urgency IN ('normal', 'urgent', 'emergency')),
	CONSTRAINT "orders_sample_time_kind_check" CHECK (sample_time_kind IN ('planned', 'actual'))
);
--> statement-breakpoint
ALTER TABLE "analysis_profile_items" ADD CONSTRAINT "analysis_profile_items_profile_id_analysis_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."analysis_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_profile_items" ADD CONSTRAINT "analysis_profile_items_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_favourites" ADD CONSTRAINT "order_favourites_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_favourites" ADD CONSTRAINT "order_favourites_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_favourites" ADD CONSTRAINT "order_favourites_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_favourites" ADD CONSTRAINT "order_favourites_profile_id_analysis_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."analysis_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_favourites" ADD CONSTRAINT "order_favourites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_profile_id_analysis_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."analysis_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_blocks" ADD CONSTRAINT "order_number_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_group_name_idx" ON "analyses" USING btree ("group_name","name");--> statement-breakpoint
CREATE INDEX "analysis_profile_items_analysis_idx" ON "analysis_profile_items" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_number_blocks_user_idx" ON "order_number_blocks" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE INDEX "orders_office_created_idx" ON "orders" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_doctor_created_idx" ON "orders" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at","id");