/**
 * The text each searchable entity is found by (global search, server/features/search/, and the report
 * list's search), as SQL expressions over a table's columns. The schema indexes exactly these
 * expressions (a GIN trigram index for partial words, a GIN tsvector index with the `german`
 * configuration for whole words and their stems), and the queries repeat them character for
 * character: PostgreSQL uses an expression index only for the identical expression.
 *
 * The parts are joined by a blank: a search word never contains one (src/contract/search.ts
 * splits at blanks), so "every word occurs in the text" is the same as "every word occurs in one
 * of the parts". Only immutable functions (`||`, `coalesce`, `->>`): an index expression must be.
 */
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

type Part = SQL | AnyColumn;

/** `coalesce(a, '') || ' ' || coalesce(b, '') ...` */
export const searchText = (...parts: Part[]): SQL =>
  sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  );

/** The german full-text vector of a search text; the two-argument form is immutable. */
export const germanVector = (text: SQL): SQL => sql`to_tsvector('german'::regconfig, ${text})`;

/** A demand: the reference number and patient of its report (the snapshot it keeps). */
export const demandSearchText = (table: { befundId: AnyColumn; patientData: AnyColumn }): SQL =>
  searchText(
    table.befundId,
    sql`(${table.patientData} ->> 'nachname')`,
    sql`(${table.patientData} ->> 'vorname')`,
  );

/**
 * A report's search text, the same parts as a demand's (REPORT_SEARCH_FIELDS: reference number,
 * patient surname and first name), but stored: `reports.search_text` is a generated column, so
 * the 200k-row table's searches recheck a plain text instead of reading the jsonb of every
 * candidate (docs/benchmarks.md). Written out because a generated column names its own columns.
 */
export const REPORT_SEARCH_TEXT = sql.raw(
  `coalesce(befund_id, '') || ' ' || coalesce((patient_data ->> 'nachname'), '') || ' ' || coalesce((patient_data ->> 'vorname'), '')`,
);

/** A doctor (or any user): title, names, LIS id, city. */
export const userSearchText = (table: {
  titel: AnyColumn;
  vorname: AnyColumn;
  nachname: AnyColumn;
  lisId: AnyColumn;
  ort: AnyColumn;
}): SQL => searchText(table.titel, table.vorname, table.nachname, table.lisId, table.ort);

/** An office (Praxis): name, LIS id (BSNR), city. */
export const officeSearchText = (table: { name: AnyColumn; lisId: AnyColumn; ort: AnyColumn }): SQL =>
  searchText(table.name, table.lisId, table.ort);

/** A ticket: subject and content. */
export const ticketSearchText = (table: { subject: AnyColumn; content: AnyColumn }): SQL =>
  searchText(table.subject, table.content);

/** The two search indexes of one expression: trigram (partial words) and german full text. */
export const trigramIndexExpression = (text: SQL): SQL => sql`(${text}) gin_trgm_ops`;
