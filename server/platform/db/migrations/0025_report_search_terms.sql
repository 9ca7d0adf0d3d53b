CREATE TABLE "report_search_hits" (
	"report_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"unread" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_search_hits_report_id_term_id_pk" PRIMARY KEY("report_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "report_search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "report_search_terms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
CREATE INDEX "report_search_hits_term_idx" ON "report_search_hits" USING btree ("term_id","created_at","report_id","user_id","unread");--> statement-breakpoint
CREATE INDEX "report_search_terms_trgm_idx" ON "report_search_terms" USING gin (("term") gin_trgm_ops);--> statement-breakpoint
-- Issue 30: the report list's search as data (server/platform/db/schema/reportSearch.ts). Every
-- blank-separated part of a report's search text is a term (once, in report_search_terms); each
-- report has a hit per term carrying its doctor, read state and arrival, so the staff search's
-- matches, their count and the newest page come from an index-only scan of the hits instead of
-- every match's row in reports. Kept by statement triggers on reports in the writing transaction
-- (transition tables: a bulk insert is three set-based statements, not one per row). Terms are
-- never deleted here: a term without hits matches nothing, and deleting one while another
-- transaction inserts a hit for it would race.
CREATE FUNCTION report_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Same search text: only the carried keys move (a read, a changed doctor or arrival).
    UPDATE report_search_hits AS h
    SET user_id = n.user_id, unread = n.read_at IS NULL, created_at = n.created_at
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
    WHERE h.report_id = n.id AND o.search_text = n.search_text
      AND (o.user_id <> n.user_id OR (o.read_at IS NULL) <> (n.read_at IS NULL) OR o.created_at <> n.created_at);
    -- Another search text: the report's hits again.
    DELETE FROM report_search_hits AS h
    USING old_rows AS o JOIN new_rows AS n ON n.id = o.id
    WHERE h.report_id = o.id AND o.search_text <> n.search_text;
    INSERT INTO report_search_terms (term)
    SELECT DISTINCT part
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
    CROSS JOIN LATERAL regexp_split_to_table(n.search_text, ' ') AS part
    WHERE o.search_text <> n.search_text AND part <> ''
    ON CONFLICT (term) DO NOTHING;
    INSERT INTO report_search_hits (report_id, term_id, user_id, unread, created_at)
    SELECT DISTINCT n.id, t.id, n.user_id, n.read_at IS NULL, n.created_at
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
    CROSS JOIN LATERAL regexp_split_to_table(n.search_text, ' ') AS part
    JOIN report_search_terms AS t ON t.term = part
    WHERE o.search_text <> n.search_text;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO report_search_terms (term)
    SELECT DISTINCT part
    FROM new_rows AS n CROSS JOIN LATERAL regexp_split_to_table(n.search_text, ' ') AS part
    WHERE part <> ''
    ON CONFLICT (term) DO NOTHING;
    INSERT INTO report_search_hits (report_id, term_id, user_id, unread, created_at)
    SELECT DISTINCT n.id, t.id, n.user_id, n.read_at IS NULL, n.created_at
    FROM new_rows AS n CROSS JOIN LATERAL regexp_split_to_table(n.search_text, ' ') AS part
    JOIN report_search_terms AS t ON t.term = part;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM report_search_hits AS h USING old_rows AS o WHERE h.report_id = o.id;
  ELSE
    TRUNCATE report_search_hits;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reports_search_insert AFTER INSERT ON reports
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_search_apply();
--> statement-breakpoint
CREATE TRIGGER reports_search_update AFTER UPDATE ON reports
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_search_apply();
--> statement-breakpoint
CREATE TRIGGER reports_search_delete AFTER DELETE ON reports
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_search_apply();
--> statement-breakpoint
CREATE TRIGGER reports_search_truncate AFTER TRUNCATE ON reports
FOR EACH STATEMENT EXECUTE FUNCTION report_search_apply();
--> statement-breakpoint
-- The reports already there.
INSERT INTO report_search_terms (term)
SELECT DISTINCT part FROM reports AS r CROSS JOIN LATERAL regexp_split_to_table(r.search_text, ' ') AS part
WHERE part <> ''
ON CONFLICT (term) DO NOTHING;
--> statement-breakpoint
INSERT INTO report_search_hits (report_id, term_id, user_id, unread, created_at)
SELECT DISTINCT r.id, t.id, r.user_id, r.read_at IS NULL, r.created_at
FROM reports AS r CROSS JOIN LATERAL regexp_split_to_table(r.search_text, ' ') AS part
JOIN report_search_terms AS t ON t.term = part;
