CREATE TABLE "invoice_dispatches" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_dispatches" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The rows the offices' defaults refer to (hand-written; server/features/lookups/officeSettingRows.ts ensures the same at every start).
INSERT INTO "report_dispatches" ("id", "name", "name_en", "sort") VALUES (1, 'Post', 'Post', 1), (2, 'Mail', 'E-mail', 2), (3, 'Kundencenter', 'Customer portal', 3);--> statement-breakpoint
INSERT INTO "invoice_dispatches" ("id", "name", "name_en", "sort") VALUES (1, 'Post', 'Post', 1), (2, 'Mail', 'E-mail', 2);--> statement-breakpoint
INSERT INTO "payment_methods" ("id", "name", "name_en", "sort") VALUES (1, 'Rechnung', 'Invoice', 1), (2, 'Kreditkarte', 'Credit card', 2), (3, 'Kreditkarte NLRF', 'Credit card NLRF', 3);--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "report_dispatch_id" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "invoice_dispatch_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "payment_method_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_report_dispatch_id_report_dispatches_id_fk" FOREIGN KEY ("report_dispatch_id") REFERENCES "public"."report_dispatches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_invoice_dispatch_id_invoice_dispatches_id_fk" FOREIGN KEY ("invoice_dispatch_id") REFERENCES "public"."invoice_dispatches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;