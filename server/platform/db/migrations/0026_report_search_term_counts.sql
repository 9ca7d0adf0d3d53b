ALTER TABLE "report_search_terms" ADD COLUMN "hits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_search_terms" ADD COLUMN "unread_hits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 30: each term's number of reports and of unread ones (server/platform/db/schema/reportSearch.ts),
-- so the staff's usual search (one word in one term) reads its total from one row instead of counting
-- the term's hits. Kept by statement triggers on report_search_hits in the writing transaction, one
-- grouped update per statement. The terms' rows are locked in id order before they change: two
-- transactions counting the same terms in different orders would otherwise deadlock.
CREATE FUNCTION report_search_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM report_search_terms WHERE id IN (SELECT term_id FROM new_hits) ORDER BY id FOR UPDATE;
    UPDATE report_search_terms AS t SET hits = t.hits + d.n, unread_hits = t.unread_hits + d.u
    FROM (SELECT term_id, count(*)::int AS n, (count(*) FILTER (WHERE unread))::int AS u
          FROM new_hits GROUP BY term_id) AS d
    WHERE t.id = d.term_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM report_search_terms WHERE id IN (SELECT term_id FROM old_hits) ORDER BY id FOR UPDATE;
    UPDATE report_search_terms AS t SET hits = t.hits - d.n, unread_hits = t.unread_hits - d.u
    FROM (SELECT term_id, count(*)::int AS n, (count(*) FILTER (WHERE unread))::int AS u
          FROM old_hits GROUP BY term_id) AS d
    WHERE t.id = d.term_id;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A read moves a hit's unread flag; the sums allow any column to change.
    PERFORM 1 FROM report_search_terms
    WHERE id IN (SELECT n.term_id FROM new_hits AS n UNION SELECT o.term_id FROM old_hits AS o)
    ORDER BY id FOR UPDATE;
    UPDATE report_search_terms AS t SET hits = t.hits + d.n, unread_hits = t.unread_hits + d.u
    FROM (SELECT term_id, sum(n)::int AS n, sum(u)::int AS u
          FROM (SELECT term_id, 1 AS n, unread::int AS u FROM new_hits
                UNION ALL SELECT term_id, -1, -(unread::int) FROM old_hits) AS moved
          GROUP BY term_id HAVING sum(n) <> 0 OR sum(u) <> 0) AS d
    WHERE t.id = d.term_id;
  ELSE
    UPDATE report_search_terms SET hits = 0, unread_hits = 0 WHERE hits <> 0 OR unread_hits <> 0;
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
UPDATE report_search_terms AS t SET hits = c.n, unread_hits = c.u
FROM (SELECT term_id, count(*)::int AS n, (count(*) FILTER (WHERE unread))::int AS u
      FROM report_search_hits GROUP BY term_id) AS c
WHERE t.id = c.term_id;
