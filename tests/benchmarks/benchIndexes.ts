/**
 * Bulk loads of `npm run bench:api` (issue 30) without index upkeep: the secondary indexes of the
 * tables a load fills are dropped before it and built again after it, each in one sort, as a
 * restore does (pg_restore creates indexes after COPY). Indexes behind a constraint (primary
 * keys, unique constraints) stay: the load's foreign keys and ON CONFLICT need them. The
 * definitions are PostgreSQL's own (pg_get_indexdef), so what is built again is what the
 * migrations made.
 */
import type pg from 'pg';

interface IndexDefinition {
  name: string;
  definition: string;
}

async function secondaryIndexes(
  client: pg.PoolClient,
  tables: readonly string[],
): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND t.relname = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [[...tables]],
  );
  return rows;
}

async function build(client: pg.PoolClient, indexes: readonly IndexDefinition[]): Promise<number> {
  const started = performance.now();
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const { definition } of indexes) await client.query(definition);
  await client.query('RESET maintenance_work_mem');
  return performance.now() - started;
}

/** Runs `load` with the tables' secondary indexes dropped, then builds them again (also when it fails). */
export async function withIndexesAfterLoad<T>(
  client: pg.PoolClient,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<{ result: T; indexMs: number }> {
  const indexes = await secondaryIndexes(client, tables);
  for (const { name } of indexes) await client.query(`DROP INDEX "${name}"`);
  let result: T;
  try {
    result = await load();
  } catch (error) {
    await build(client, indexes);
    throw error;
  }
  return { result, indexMs: await build(client, indexes) };
}
