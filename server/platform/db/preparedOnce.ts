/**
 * Named prepared statements built once per database: a hot statement whose shape is fixed (its
 * varying values are placeholders) is built by drizzle's query builder on first use only, and
 * PostgreSQL parses it once per pooled connection (node-postgres skips the Parse of a name it has
 * prepared on that connection; PGlite prepares it likewise). A name must always stand for the same
 * text, which holds as long as `build` depends on nothing but what the name encodes.
 */
import type { AppDb } from './database';

const statementsByDb = new WeakMap<AppDb, Map<string, unknown>>();

export function preparedOnce<T>(db: AppDb, name: string, build: (name: string) => T): T {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
