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
ALTER TABLE "iec_lexicon_entries" ADD CONSTRAINT "iec_lexicon_entries_substance_id_iec_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."iec_substances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_lexicon_entry_sources" ADD CONSTRAINT "iec_lexicon_entry_sources_entry_id_iec_lexicon_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."iec_lexicon_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_lexicon_entry_sources" ADD CONSTRAINT "iec_lexicon_entry_sources_source_id_iec_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."iec_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_selections" ADD CONSTRAINT "iec_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_substance_sources" ADD CONSTRAINT "iec_substance_sources_substance_id_iec_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."iec_substances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_substance_sources" ADD CONSTRAINT "iec_substance_sources_source_id_iec_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."iec_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iec_substances" ADD CONSTRAINT "iec_substances_group_id_iec_substance_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."iec_substance_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iec_lexicon_entries_substance_idx" ON "iec_lexicon_entries" USING btree ("substance_id");--> statement-breakpoint
CREATE INDEX "iec_lexicon_entries_search_trgm_idx" ON "iec_lexicon_entries" USING gin (("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "iec_lexicon_entries_search_fts_idx" ON "iec_lexicon_entries" USING gin (to_tsvector('german'::regconfig, "search_text"));--> statement-breakpoint
CREATE INDEX "iec_lexicon_entry_sources_source_idx" ON "iec_lexicon_entry_sources" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "iec_substance_sources_source_idx" ON "iec_substance_sources" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "iec_substances_group_idx" ON "iec_substances" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "iec_substances_search_trgm_idx" ON "iec_substances" USING gin (("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "iec_substances_search_fts_idx" ON "iec_substances" USING gin (to_tsvector('german'::regconfig, "search_text"));