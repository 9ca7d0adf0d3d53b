ALTER TABLE "report_search_terms" ADD COLUMN "hits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 30: each term's number of reports (server/platform/db/schema/reportSearch.ts), so the staff's
-- usual search (one word in one term, every read state) reads its total from one row instead of
-- counting the term's hits. Kept by statement triggers on report_search_hits in the writing
-- transaction, one grouped update per statement. Only a hit's coming and going moves a count: a read
-- (a hit's unread flag) locks no term, so a doctor opening a report never waits for an import that
-- counts the same surname. The terms' rows are locked in id order before they change: two
-- transactions counting the same terms in different orders would otherwise deadlock.
CREATE FUNCTION report_search_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM report_search_terms WHERE id IN (SELECT term_id FROM new_hits) ORDER BY id FOR UPDATE;
    UPDATE report_search_terms AS t SET hits = t.hits + d.n
    FROM (SELECT term_id, count(*)::int AS n FROM new_hits GROUP BY term_id) AS d
    WHERE t.id = d.term_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM report_search_terms WHERE id IN (SELECT term_id FROM old_hits) ORDER BY id FOR UPDATE;
    UPDATE report_search_terms AS t SET hits = t.hits - d.n
    FROM (SELECT term_id, count(*)::int AS n FROM old_hits GROUP BY term_id) AS d
    WHERE t.id = d.term_id;
  ELSIF TG_OP = 'UPDATE' THEN
    -- The triggers on reports move a hit's keys (a read, a doctor, an arrival), never its term: such
    -- an update counts nothing and locks nothing. Any other writer's moved terms are counted.
    IF EXISTS (SELECT term_id FROM new_hits EXCEPT ALL SELECT term_id FROM old_hits) THEN
      PERFORM 1 FROM report_search_terms
      WHERE id IN (SELECT term_id FROM new_hits UNION SELECT term_id FROM old_hits) ORDER BY id FOR UPDATE;
      UPDATE report_search_terms AS t SET hits = t.hits + d.n
      FROM (SELECT term_id, sum(n)::int AS n
            FROM (SELECT term_id, 1 AS n FROM new_hits UNION ALL SELECT term_id, -1 FROM old_hits) AS moved
            GROUP BY term_id HAVING sum(n) <> 0) AS d
      WHERE t.id = d.term_id;
    END IF;
  ELSE
    UPDATE report_search_terms SET hits = 0 WHERE hits <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_search_hits_count_insert AFTER INSERT ON report_search_hits
REFERENCING NEW TABLE AS new_hits FOR EACH STATEMENT EXECUTE FUNCTION report_search_count();
--> statement-breakpoint
CREATE TRIGGER report_search_hits_count_update AFTER UPDATE ON report_search_hits
REFERENCING OLD TABLE AS old_hits NEW TABLE AS new_hits FOR EACH STATEMENT EXECUTE FUNCTION report_search_count();
--> statement-breakpoint
CREATE TRIGGER report_search_hits_count_delete AFTER DELETE ON report_search_hits
REFERENCING OLD TABLE AS old_hits FOR EACH STATEMENT EXECUTE FUNCTION report_search_count();
--> statement-breakpoint
CREATE TRIGGER report_search_hits_count_truncate AFTER TRUNCATE ON report_search_hits
FOR EACH STATEMENT EXECUTE FUNCTION report_search_count();
--> statement-breakpoint
-- The hits already there (the triggers above hold the table's writers off until this commits).
UPDATE report_search_terms AS t SET hits = c.n
FROM (SELECT term_id, count(*)::int AS n FROM report_search_hits GROUP BY term_id) AS c
WHERE t.id = c.term_id;
