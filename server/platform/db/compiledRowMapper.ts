/**
 * drizzle's row mapping, worked out once per statement instead of once per value.
 *
 * drizzle (0.45) maps every row of a select with `mapResultRow`, which asks of every column of
 * every row what kind of field it is (`is()` walks the prototype chain), which decoder maps it and
 * which table it came from, and iterates its path. On the portal's hottest lists that mapping was
 * the largest item of the portal's CPU that the bare route does not spend (docs/benchmarks.md, 'The
 * row mapping worked out once; both sides profiled'). The answers do not change between rows, so
 * they are computed here once, and a row is then one pass over plain arrays. The result is the
 * same object: the same decoders, the same nesting, and a left-joined table whose columns are all
 * null becomes null, as drizzle does it (compiledRowMapper.test.ts compares both on every kind of
 * field).
 */
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A selected field as drizzle's prepared query keeps it (`fields`). */
export interface SelectedField {
  path: string[];
  field: unknown;
}

type Row = Record<string, unknown>;

/** SQL's decoder (its `mapWith`), which drizzle's types keep internal. */
const decoderOfSql = (sqlField: unknown): Decoder => (sqlField as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

interface ColumnPlan {
  /** The objects above the value (`['doctor']` for `{ doctor: { id } }`), and the value's key. */
  parents: string[];
  key: string;
  decoder: Decoder;
  /** For a table's column one level down (`{ doctor: users.id }`): its object and table, for the null join. */
  join: { objectName: string; table: string } | undefined;
}

/**
 * The mapper of a prepared select's rows (array mode, as drizzle fetches them), equal to
 * `rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap))`.
 */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (rows: unknown[][]) => Row[] {
  const plan: ColumnPlan[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1] ?? '',
    decoder: decoderOf(field),
    join:
      joinsNotNullableMap && is(field, Column) && path.length === 2
        ? { objectName: path[0] ?? '', table: getTableName(field.table) }
        : undefined,
  }));
  const mapRow = (row: unknown[]): Row => {
    const result: Row = {};
    const nullify: Record<string, string | false> | undefined = joinsNotNullableMap ? {} : undefined;
    let index = 0;
    for (const { parents, key, decoder, join } of plan) {
      let node = result;
      for (const parent of parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Row;
      }
      const raw = row[index++];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[key] = value;
      if (nullify && join) {
        const seen = nullify[join.objectName];
        if (seen === undefined) nullify[join.objectName] = value === null ? join.table : false;
        else if (typeof seen === 'string' && seen !== join.table) nullify[join.objectName] = false;
      }
    }
    if (nullify && joinsNotNullableMap) {
      for (const objectName in nullify) {
        const table = nullify[objectName];
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

/**
 * Gives a prepared select (node-postgres or PGlite) the compiled mapper; a statement without
 * selected fields (raw SQL) or with its own mapper (relational queries) is left as it is.
 */
export function withCompiledRowMapper<T extends object>(prepared: T): T {
  const query = prepared as PreparedSelect;
  if (query.fields && !query.customResultMapper)
    query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
  return prepared;
}
