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
ALTER TABLE "api_token_uses" ADD CONSTRAINT "api_token_uses_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_token_uses_token_idx" ON "api_token_uses" USING btree ("token_id","at");--> statement-breakpoint
CREATE INDEX "api_tokens_created_by_idx" ON "api_tokens" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_critical_acknowledged_by_users_id_fk" FOREIGN KEY ("critical_acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_critical_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."critical" AND "reports"."critical_acknowledged_at" IS NULL AND "reports"."critical_escalated_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type IN ('report.uploaded', 'report.read', 'report.deleted', 'report.critical', 'report.escalated', 'interpretation.requested', 'ticket.created', 'ticket.mail', 'ticket.comment', 'reportDemand.created', 'post.moved'));--> statement-breakpoint
ALTER TABLE "report_audit_log" ADD CONSTRAINT "report_audit_log_action_check" CHECK (action IN ('upload', 'replace', 'view', 'download', 'delete', 'expire', 'import', 'critical', 'acknowledge', 'escalate'));