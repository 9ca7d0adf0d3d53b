/**
 * The report list's search as data (issue 30): the staff search over two million reports read every
 * match's heap page (a GIN index cannot answer a count or an order by itself). Instead:
 *
 * - `report_search_terms`: every distinct blank-separated part of the reports' search texts
 *   (`reports.search_text`: reference number, surname, first name) once, with a trigram index: a
 *   search word finds the few terms that contain it (ILIKE, as on the search text);
 * - `report_search_hits`: one row per report and term, carrying the list's filter and sort keys
 *   (doctor, read state, created_at), so the matches of a word, their count and the newest page's
 *   ids come from an index-only scan of `report_search_hits_term_idx`.
 *
 * Both are kept by statement triggers on `reports` (migration 0025), in the writing transaction,
 * and the terms' counts by statement triggers on the hits (0026).
 * A word never holds a blank (reportSearchWords), so "the search text contains the word" is "one of
 * its terms contains the word": the answers are those of the ILIKE over the search text.
 */
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestampTz } from './columns';
import { trigramIndexExpression } from './searchText';

export const reportSearchTerms = pgTable(
  'report_search_terms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull().unique(),
    /**
     * How many reports have the term (migration 0026): an unfiltered search for one word in one
     * term takes its total from here instead of counting the term's hits (22,858 index entries for
     * a surname at two million reports). Kept by statement triggers on the hits; a read moves no
     * count (so it locks no term while an import counts the same surname).
     */
    hits: integer('hits').notNull().default(0),
  },
  (table) => [index('report_search_terms_trgm_idx').using('gin', trigramIndexExpression(sql`${table.term}`))],
);

export const reportSearchHits = pgTable(
  'report_search_hits',
  {
    /**
     * No foreign keys: the triggers are the only writers and delete a report's hits, and a term
     * no hit uses, in the same statement; a key check per row would double a bulk insert's cost.
     */
    reportId: integer('report_id').notNull(),
    termId: integer('term_id').notNull(),
    /** The report's doctor, read state and arrival, as on `reports` (the triggers keep them). */
    userId: integer('user_id').notNull(),
    unread: boolean('unread').notNull(),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.termId] }),
    /** A term's matches newest first, with everything the staff search needs: index-only. */
    index('report_search_hits_term_idx').on(
      table.termId,
      table.createdAt,
      table.reportId,
      table.userId,
      table.unread,
    ),
  ],
);
