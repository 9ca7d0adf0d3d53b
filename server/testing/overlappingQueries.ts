/**
 * Catches a query sent to a pg client that is still executing another: what a `Promise.all` over
 * one transaction's queries does. pg 8 queues such a query and prints a deprecation warning (once
 * per process, and only from the third query on); pg 9 will refuse it. The check is pg's own,
 * made stricter: the client has an active query or a queue when the next one arrives. It reads
 * pg's private fields, so it lives in the tests only.
 */
import pg from 'pg';

interface ClientState {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
}

const queryText = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? query);

/** Records the SQL of every overlapping query until `stop()`. */
export function watchOverlappingQueries(): { overlapping: string[]; stop: () => void } {
  const overlapping: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: ClientState, ...args: unknown[]) {
    if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) overlapping.push(queryText(args[0]));
    return original.apply(this, args);
  };
  return {
    overlapping,
    stop: () => {
      prototype.query = original;
    },
  };
}
