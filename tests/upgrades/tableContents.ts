/**
 * What the rows of a database's tables hold, column by column, so that an upgrade can be checked
 * for loss: each row's fingerprint is the md5 of the row built from the columns the table had
 * before the upgrade only (columns a migration adds do not change an old row's fingerprint).
 */
import pg from 'pg';

/** Table name to its column names, in column order. */
export type TableColumns = Map<string, string[]>;

export interface TableContents {
  /** Row fingerprints, sorted (a multiset: identical rows repeat). */
  rows: string[];
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function columnsOfTables(databaseUrl: string): Promise<TableColumns> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
    );
    const columns: TableColumns = new Map();
    for (const row of rows)
      columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
    return columns;
  });
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The contents of `columns`' tables over `columns`' columns. */
export function contentsOf(databaseUrl: string, columns: TableColumns): Promise<Map<string, TableContents>> {
  return withClient(databaseUrl, async (client) => {
    const contents = new Map<string, TableContents>();
    for (const [table, names] of columns) {
      const { rows } = await client.query<{ fingerprint: string }>(
        `SELECT md5(row(${names.map(quoted).join(', ')})::text) AS fingerprint
           FROM ${quoted(table)} ORDER BY 1`,
      );
      contents.set(table, { rows: rows.map((row) => row.fingerprint) });
    }
    return contents;
  });
}

/** Fingerprints of `before` that `after` does not hold as often (a lost or changed row each). */
export function missingRows(before: TableContents, after: TableContents | undefined): string[] {
  const left = new Map<string, number>();
  for (const row of after?.rows ?? []) left.set(row, (left.get(row) ?? 0) + 1);
  const missing: string[] = [];
  for (const row of before.rows) {
    const count = left.get(row) ?? 0;
    if (count === 0) missing.push(row);
    else left.set(row, count - 1);
  }
  return missing;
}
