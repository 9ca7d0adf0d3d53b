CREATE TABLE "workshop_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text,
	"online_url" text,
	CONSTRAINT "workshop_events_order_check" CHECK ("workshop_events"."ends_at" > "workshop_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "workshop_files" (
	"workshop_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_files_workshop_id_file_id_pk" PRIMARY KEY("workshop_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "workshop_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_registrations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "workshop_registrations_status_check" CHECK (status IN ('booked', 'waiting'))
);
--> statement-breakpoint
CREATE TABLE "workshop_topic_links" (
	"workshop_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "workshop_topic_links_workshop_id_topic_id_pk" PRIMARY KEY("workshop_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "workshop_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "workshop_topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"max_participants" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "workshops_max_participants_check" CHECK ("workshops"."max_participants" > 0),
	CONSTRAINT "workshops_capacity_check" CHECK ("workshops"."booked_count" >= 0 AND "workshops"."booked_count" <= "workshops"."max_participants")
);
--> statement-breakpoint
ALTER TABLE "workshop_events" ADD CONSTRAINT "workshop_events_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_files" ADD CONSTRAINT "workshop_files_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_files" ADD CONSTRAINT "workshop_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_topic_links" ADD CONSTRAINT "workshop_topic_links_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_topic_links" ADD CONSTRAINT "workshop_topic_links_topic_id_workshop_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."workshop_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_events_workshop_idx" ON "workshop_events" USING btree ("workshop_id","starts_at");--> statement-breakpoint
CREATE INDEX "workshop_files_file_idx" ON "workshop_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_registrations_user_idx" ON "workshop_registrations" USING btree ("workshop_id","user_id");--> statement-breakpoint
CREATE INDEX "workshop_registrations_queue_idx" ON "workshop_registrations" USING btree ("workshop_id","status","queued_at","id");--> statement-breakpoint
CREATE INDEX "workshop_registrations_user_lookup_idx" ON "workshop_registrations" USING btree ("user_id");