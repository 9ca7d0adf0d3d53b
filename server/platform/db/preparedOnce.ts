/**
 * Named prepared statements built once: a hot statement whose shape is fixed (its varying values
 * are placeholders) is built by drizzle's query builder on first use only, and PostgreSQL parses it
 * once per pooled connection (node-postgres skips the Parse of a name it has prepared on that
 * connection; PGlite prepares it likewise). A name must always stand for the same text, which holds
 * as long as `build` depends on nothing but what the name encodes.
 *
 * Building is most of a small query's CPU in the portal (drizzle's SQL building and its tracing
 * wrapper: about 40 % of a pull's, docs/benchmarks.md), so the built statement is kept per driver
 * and name, and bound to the connection of the `db` it runs on: the pool (or PGlite) for a
 * database, the transaction's one connection for a transaction (the change feed's pull reads in one
 * REPEATABLE READ snapshot). Binding relies on both drivers' prepared queries and sessions keeping
 * their connection as `client` (drizzle-orm 0.45: node-postgres and PGlite); preparedOnce.test.ts
 * runs it on both, inside and outside a transaction. A select's rows are mapped by a mapper worked
 * out once for the statement (compiledRowMapper.ts) instead of drizzle's per-value mapping.
 */
import { withCompiledRowMapper } from './compiledRowMapper';
import type { AppDb, AppTx } from './database';

interface WithClient {
  client: unknown;
}

const templatesByDriver = new Map<unknown, Map<string, WithClient>>();

const sessionOf = (db: AppDb | AppTx): WithClient => db._.session as unknown as WithClient;

export function preparedOnce<T extends object>(
  db: AppDb | AppTx,
  name: string,
  build: (name: string) => T,
): T {
  const session = sessionOf(db);
  let templates = templatesByDriver.get(session.constructor);
  if (!templates) {
    templates = new Map();
    templatesByDriver.set(session.constructor, templates);
  }
  let template = templates.get(name);
  if (template === undefined) {
    template = build(name) as T & WithClient;
    if (!('client' in template)) throw new Error(`preparedOnce(${name}): not a prepared query`);
    withCompiledRowMapper(template);
    templates.set(name, template);
  }
  // The template's text, parameters and row mapping, on this db's connection.
  const bound = Object.create(template) as WithClient;
  bound.client = session.client;
  return bound as T;
}
