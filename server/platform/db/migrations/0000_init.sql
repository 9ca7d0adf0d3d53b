CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"username" text,
	"password_hash" text,
	"vorname" text NOT NULL,
	"nachname" text NOT NULL,
	"anrede" text DEFAULT 'Keine' NOT NULL,
	"titel" text,
	"email" text NOT NULL,
	"phone" text,
	"mobile" text,
	"strasse" text,
	"plz" text,
	"ort" text,
	"country" text,
	"lis_id" text,
	"language" text DEFAULT 'de' NOT NULL,
	"two_factor_type" text,
	"two_factor_secret" text,
	"two_factor_recovery_codes" jsonb,
	"two_factor_confirmed_at" timestamp with time zone,
	"login_credentials_set_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"email_verification_notification_sent_at" timestamp with time zone,
	"letzter_login" timestamp with time zone,
	"vorletzter_login" timestamp with time zone,
	"forum_rules_confirmed_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"sync_epoch" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_lis_id_unique" UNIQUE("lis_id"),
	CONSTRAINT "users_anrede_check" CHECK (anrede IN ('Keine', 'Frau', 'Herr')),
	CONSTRAINT "users_language_check" CHECK (language IN ('de', 'en')),
	CONSTRAINT "users_two_factor_type_check" CHECK (two_factor_type IN ('mail', 'app'))
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"guard" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "office_doctors" (
	"office_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "office_doctors_office_id_user_id_pk" PRIMARY KEY("office_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"strasse" text,
	"plz" text,
	"ort" text,
	"country" text,
	"phone" text,
	"email" text,
	"lis_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offices_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "offices_lis_id_unique" UNIQUE("lis_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"two_factor_passed_at" timestamp with time zone,
	"csrf_token" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changes" (
	"version" bigint NOT NULL,
	"scope" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"op" text NOT NULL,
	CONSTRAINT "changes_op_check" CHECK (op IN ('put', 'del'))
);
--> statement-breakpoint
CREATE TABLE "sync_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"v" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sync_clock_single_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_doctors" ADD CONSTRAINT "office_doctors_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_doctors" ADD CONSTRAINT "office_doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "role_permissions_permission_id_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_id_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "office_doctors_user_id_idx" ON "office_doctors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_last_activity_at_idx" ON "sessions" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "changes_scope_version_idx" ON "changes" USING btree ("scope","version");