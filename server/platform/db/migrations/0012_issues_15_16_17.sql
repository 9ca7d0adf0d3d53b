CREATE TABLE "iec_lexicon_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"term_de" text NOT NULL,
	"term_en" text NOT NULL,
	"definition_de" text NOT NULL,
	"definition_en" text NOT NULL,
	"substance_id" integer,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iec_lexicon_entry_sources" (
	"entry_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "iec_lexicon_entry_sources_entry_id_source_id_pk" PRIMARY KEY("entry_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "iec_selections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"substance_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iec_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"citation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iec_substance_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iec_substance_sources" (
	"substance_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "iec_substance_sources_substance_id_source_id_pk" PRIMARY KEY("substance_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "iec_substances" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"cas" text,
	"info_de" text NOT NULL,
	"info_en" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "post_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"postgroup_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_channels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_comments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "post_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_views" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_views_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"post_channel_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "spam_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_token_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"abilities" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "report_audit_log" DROP CONSTRAINT "report_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "critical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "critical_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "critical_acknowledged_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "critical_escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "iec_lexicon_entries" ADD CONSTRAINT "iec_lexicon_entries_substance_id_iec_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."iec_substances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_lexicon_entry_sources" ADD CONSTRAINT "iec_lexicon_entry_sources_entry_id_iec_lexicon_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."iec_lexicon_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_lexicon_entry_sources" ADD CONSTRAINT "iec_lexicon_entry_sources_source_id_iec_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."iec_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_selections" ADD CONSTRAINT "iec_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_substance_sources" ADD CONSTRAINT "iec_substance_sources_substance_id_iec_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."iec_substances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_substance_sources" ADD CONSTRAINT "iec_substance_sources_source_id_iec_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."iec_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_substances" ADD CONSTRAINT "iec_substances_group_id_iec_substance_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."iec_substance_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_events" ADD CONSTRAINT "workshop_events_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_files" ADD CONSTRAINT "workshop_files_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_files" ADD CONSTRAINT "workshop_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_topic_links" ADD CONSTRAINT "workshop_topic_links_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_topic_links" ADD CONSTRAINT "workshop_topic_links_topic_id_workshop_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."workshop_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_channels" ADD CONSTRAINT "post_channels_postgroup_id_post_groups_id_fk" FOREIGN KEY ("postgroup_id") REFERENCES "public"."post_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_post_channel_id_post_channels_id_fk" FOREIGN KEY ("post_channel_id") REFERENCES "public"."post_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_token_uses" ADD CONSTRAINT "api_token_uses_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iec_lexicon_entries_substance_idx" ON "iec_lexicon_entries" USING btree ("substance_id");--> statement-breakpoint
CREATE INDEX "iec_lexicon_entries_search_trgm_idx" ON "iec_lexicon_entries" USING gin (("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "iec_lexicon_entries_search_fts_idx" ON "iec_lexicon_entries" USING gin (to_tsvector('german'::regconfig, "search_text"));--> statement-breakpoint
CREATE INDEX "iec_lexicon_entry_sources_source_idx" ON "iec_lexicon_entry_sources" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "iec_substance_sources_source_idx" ON "iec_substance_sources" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "iec_substances_group_idx" ON "iec_substances" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "iec_substances_search_trgm_idx" ON "iec_substances" USING gin (("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "iec_substances_search_fts_idx" ON "iec_substances" USING gin (to_tsvector('german'::regconfig, "search_text"));--> statement-breakpoint
CREATE INDEX "workshop_events_workshop_idx" ON "workshop_events" USING btree ("workshop_id","starts_at");--> statement-breakpoint
CREATE INDEX "workshop_files_file_idx" ON "workshop_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_registrations_user_idx" ON "workshop_registrations" USING btree ("workshop_id","user_id");--> statement-breakpoint
CREATE INDEX "workshop_registrations_queue_idx" ON "workshop_registrations" USING btree ("workshop_id","status","queued_at","id");--> statement-breakpoint
CREATE INDEX "workshop_registrations_user_lookup_idx" ON "workshop_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_channels_group_idx" ON "post_channels" USING btree ("postgroup_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_channel_slug_idx" ON "posts" USING btree ("post_channel_id","slug");--> statement-breakpoint
CREATE INDEX "posts_channel_created_idx" ON "posts" USING btree ("post_channel_id","created_at");--> statement-breakpoint
CREATE INDEX "spam_reports_post_idx" ON "spam_reports" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spam_reports_post_reporter_idx" ON "spam_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE INDEX "api_token_uses_token_idx" ON "api_token_uses" USING btree ("token_id","at");--> statement-breakpoint
CREATE INDEX "api_tokens_created_by_idx" ON "api_tokens" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_critical_acknowledged_by_users_id_fk" FOREIGN KEY ("critical_acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_critical_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."critical" AND "reports"."critical_acknowledged_at" IS NULL AND "reports"."critical_escalated_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type IN ('report.uploaded', 'report.read', 'report.deleted', 'report.critical', 'report.escalated', 'interpretation.requested', 'ticket.created', 'ticket.mail', 'ticket.comment', 'reportDemand.created', 'post.moved', 'workshop.promoted'));--> statement-breakpoint
ALTER TABLE "report_audit_log" ADD CONSTRAINT "report_audit_log_action_check" CHECK (action IN ('upload', 'replace', 'view', 'download', 'delete', 'expire', 'import', 'critical', 'acknowledge', 'escalate'));