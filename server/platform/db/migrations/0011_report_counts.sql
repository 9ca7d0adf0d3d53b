-- report_counts: each doctor's number of reports and of unread ones, kept by statement triggers on
-- reports (insert, delete, update: owner or read state), so the report lists' total and unread
-- count are a sum over one row per doctor (server/reports/reportCounts.ts) instead of a count
-- over every report. The triggers run in the writing transaction: the counts commit with the rows
-- they count. Transition tables make a bulk insert one grouped upsert, not one per row.
CREATE FUNCTION report_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Only existing rows: a doctor's deletion cascades to report_counts first or last, and a
    -- count row must never be written back for a user who is gone.
    UPDATE report_counts AS c SET total = c.total - d.total, unread = c.unread - d.unread
    FROM (SELECT user_id, count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
          FROM old_rows GROUP BY user_id) AS d
    WHERE c.user_id = d.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_counts AS c (user_id, total, unread)
    SELECT user_id, count(*)::int, (count(*) FILTER (WHERE read_at IS NULL))::int
    FROM new_rows GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET total = c.total + EXCLUDED.total, unread = c.unread + EXCLUDED.unread;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reports_count_insert AFTER INSERT ON reports
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reports_count_delete AFTER DELETE ON reports
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reports_count_update AFTER UPDATE ON reports
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_counts_apply();
--> statement-breakpoint
INSERT INTO report_counts (user_id, total, unread)
SELECT user_id, count(*)::int, (count(*) FILTER (WHERE read_at IS NULL))::int FROM reports GROUP BY user_id;
