/**
 * The compiled row mapper answers what drizzle's own `mapResultRow` answers, for every kind of
 * selected field (a table, a column one level down, SQL with and without a decoder, an alias, a
 * scalar subquery), for an inner join and for a left join whose row is missing (null object) or
 * present (object, null columns kept).
 */
import * as drizzleOrm from 'drizzle-orm';
import { aliasedTable, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { compileRowMapper, withCompiledRowMapper, type SelectedField } from './compiledRowMapper';
import { reports, users } from './schema';

interface Prepared {
  fields: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/** drizzle's own row mapping (exported, not in its type declarations). */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>) => unknown;
};
const db = drizzle.mock();
const acknowledger = aliasedTable(users, 'acknowledger');

/** A prepared select's fields as drizzle keeps them, and raw rows in the driver's array mode. */
function drizzlesMapping(prepared: Prepared, rows: unknown[][]) {
  return rows.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
}

/** A row of the driver: timestamps as PostgreSQL's text, the rest as pg parses it. */
function rawRow(fields: SelectedField[], nullFrom?: string): unknown[] {
  return fields.map(({ path }, index) => {
    if (nullFrom && path[0] === nullFrom) return null;
    const name = path[path.length - 1] ?? '';
    if (/At$/.test(name))
      return index % 3 === 0 && name !== 'createdAt' ? null : '2026-11-29 07:38:08.123456';
    if (name === 'patientData') return { nachname: 'Muster', vorname: 'Erika' };
    if (name === 'critical' || name === 'active') return index % 2 === 0;
    return index % 5 === 0 ? null : `${name}-${index}`;
  });
}

describe('compileRowMapper', () => {
  it('maps a table with an inner join, SQL fields and a subquery as drizzle does', () => {
    const subquery = db
      .select({ count: sql<number>`count(*)`.mapWith(Number).as('count') })
      .from(users)
      .as('counted');
    const prepared = db
      .select({
        report: reports,
        doctor: { id: users.id, nachname: users.nachname, createdAt: users.createdAt },
        upper: sql<string>`upper(${users.nachname})`,
        counted: sql<number>`1`.mapWith(Number),
        aliased: sql<string>`'x'`.as('aliased'),
        sub: subquery.count,
      })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .prepare('compiled_row_mapper_inner') as unknown as Prepared;
    const rows = [rawRow(prepared.fields), rawRow(prepared.fields).reverse()];
    const compiled = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap)(rows);
    expect(compiled).toEqual(drizzlesMapping(prepared, rows));
    expect(compiled[0]?.['report']).toMatchObject({ createdAt: expect.any(Date) });
  });

  it('makes a missing left-joined row null and keeps a present one with its null columns', () => {
    const prepared = db
      .select({
        report: reports,
        acknowledger: { id: acknowledger.id, titel: acknowledger.titel, nachname: acknowledger.nachname },
      })
      .from(reports)
      .leftJoin(acknowledger, eq(acknowledger.id, reports.criticalAcknowledgedBy))
      .prepare('compiled_row_mapper_left') as unknown as Prepared;
    const present = rawRow(prepared.fields);
    const missing = rawRow(prepared.fields, 'acknowledger');
    const rows = [present, missing];
    const compiled = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap)(rows);
    expect(compiled).toEqual(drizzlesMapping(prepared, rows));
    expect(compiled[1]?.['acknowledger']).toBeNull();
    expect(compiled[0]?.['acknowledger']).not.toBeNull();
  });

  it('is given to a prepared select, and not to raw SQL or a statement with its own mapper', () => {
    const select = withCompiledRowMapper(
      db.select({ id: users.id }).from(users).prepare('compiled_row_mapper_select') as unknown as Prepared,
    );
    expect(select.customResultMapper).toBeTypeOf('function');
    const raw = withCompiledRowMapper({ fields: undefined } as unknown as Prepared);
    expect(raw.customResultMapper).toBeUndefined();
    const own = () => [];
    const relational = withCompiledRowMapper({ fields: [], customResultMapper: own } as unknown as Prepared);
    expect(relational.customResultMapper).toBe(own);
  });
});
