/**
 * The bare baseline of `npm run bench:api` (issue 18): a plain Fastify server with its own `pg`
 * pool that runs exactly the SQL a portal request runs for a case, and nothing else (no session,
 * no user, no permission, no zod; the rows as JSON.stringify gives them).
 *
 * The SQL is not written here: it is recorded from the portal itself. While `captureStatements`
 * runs one portal request (through inject), every statement any pg client sends is recorded with
 * its name (a prepared statement's: the replay prepares it too), text, parameters and row mode, and
 * which client sent it, from the moment the route's handler starts (Fastify's diagnostics channel
 * `tracing:fastify.request.handler:start`): the statements of the hooks before it (the session,
 * the user and the permissions) are left out, as they are the portal's overhead this baseline
 * measures. What remains is replayed as the portal ran it:
 *   - a transaction (BEGIN ... COMMIT on one client, as the pull's REPEATABLE READ snapshot) on one
 *     pooled client, statement after statement;
 *   - statements sent on their own while an earlier one was still running (the list's page, counts
 *     and search total under Promise.all) in parallel, each on a pooled client.
 * The replay sends the recorded values again on every request, so a recorded request must change no
 * row: a write (the first view of a report marks it read, with an audit entry, a notification and
 * change rows) would be repeated by every bare request where the portal writes it once, and its
 * change rows would flood other cases' pulls. captureStatements refuses such a request; record the
 * request as it repeats (reportsApiServer.ts sends it once before).
 *
 * What the rows hold sealed the bare route opens, as any route answering the same data must: a value
 * `v1.<iv>.<tag>.<ciphertext>` (a report's results, an order's patient) is deciphered with the
 * patients' data key and parsed, and a case that answers a report's PDF reads its encrypted file
 * and deciphers it (`BareOpening`), with node:crypto and nothing of the portal's code.
 */
import { createDecipheriv } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { readFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

interface Statement {
  /** A named prepared statement's name: the replay prepares it too (once per pooled connection). */
  name?: string;
  text: string;
  values?: unknown[];
  rowMode?: string;
  types?: unknown;
}

/** One step of a replay: statements in parallel, or a transaction's statements in order. */
export type Step =
  { kind: 'parallel'; statements: Statement[] } | { kind: 'transaction'; statements: Statement[] };

interface Recorded {
  statement: Statement;
  client: object;
  /** How many recorded statements were still running when this one was sent. */
  inFlight: number;
  /** Rows the statement inserted, updated or deleted (known once it has answered). */
  changedRows?: number;
}

/** The rows a statement's answer says it changed (pg's command and rowCount). */
function changedRowsOf(result: unknown): number {
  const { command, rowCount } = (result ?? {}) as { command?: string; rowCount?: number | null };
  return command && ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(command) ? (rowCount ?? 0) : 0;
}

let recording: Recorded[] | null = null;
let inFlight = 0;
/** Statements sent in a capture before its handler started (the hooks'). */
let beforeHandler = 0;
let handlerStarted = false;

type QueryFunction = (this: pg.Client, ...args: unknown[]) => unknown;
const originalQuery = pg.Client.prototype.query as unknown as QueryFunction;

function statementOf(config: unknown, values: unknown): Statement | null {
  if (typeof config === 'string') return { text: config, values: Array.isArray(values) ? values : undefined };
  if (config && typeof config === 'object' && 'text' in config) {
    const { name, text, values: own, rowMode, types } = config as Statement;
    return { name, text, values: own ?? (Array.isArray(values) ? values : undefined), rowMode, types };
  }
  return null;
}

/** Installs the recorder on every pg client of this process (it records only inside a capture). */
export function installRecorder(): void {
  diagnostics.subscribe('tracing:fastify.request.handler:start', () => {
    if (recording) handlerStarted = true;
  });
  (pg.Client.prototype as unknown as { query: QueryFunction }).query = function (...args: unknown[]) {
    const statement = recording ? statementOf(args[0], args[1]) : null;
    if (recording && statement && !handlerStarted) beforeHandler++;
    if (!recording || !statement || !handlerStarted) return originalQuery.apply(this, args);
    const recorded: Recorded = { statement, client: this, inFlight };
    recording.push(recorded);
    inFlight++;
    const done = (result?: unknown) => {
      inFlight--;
      recorded.changedRows = changedRowsOf(result);
    };
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const original = args[callback] as (...a: unknown[]) => void;
      args[callback] = (...a: unknown[]) => {
        done(a[1]);
        original(...a);
      };
      return originalQuery.apply(this, args);
    }
    const result = originalQuery.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(done, () => done());
    } else done();
    return result;
  };
}

function toSteps(recorded: Recorded[]): Step[] {
  const steps: Step[] = [];
  const open = new Map<object, Statement[]>();
  for (const { statement, client, inFlight: running } of recorded) {
    const transaction = open.get(client);
    if (transaction) {
      transaction.push(statement);
      if (/^\s*(commit|rollback)/i.test(statement.text)) open.delete(client);
      continue;
    }
    if (/^\s*begin/i.test(statement.text)) {
      const statements = [statement];
      open.set(client, statements);
      steps.push({ kind: 'transaction', statements });
      continue;
    }
    const last = steps[steps.length - 1];
    if (last?.kind === 'parallel' && running > 0) last.statements.push(statement);
    else steps.push({ kind: 'parallel', statements: [statement] });
  }
  return steps;
}

/** The SQL of one portal request, without the session hooks' statements. */
export async function captureStatements(request: () => Promise<{ statusCode: number; body: string }>) {
  const recorded: Recorded[] = [];
  recording = recorded;
  inFlight = 0;
  beforeHandler = 0;
  handlerStarted = false;
  try {
    const response = await request();
    if (response.statusCode !== 200) throw new Error(`capture: ${response.statusCode} ${response.body}`);
  } finally {
    recording = null;
  }
  if (!handlerStarted) throw new Error('capture: the handler never started');
  const writes = recorded.filter((entry) => (entry.changedRows ?? 0) > 0);
  if (writes.length > 0)
    throw new Error(
      `capture: the request changed rows, which every bare request would change again: ${writes
        .map((entry) => entry.statement.text.slice(0, 60))
        .join('; ')}`,
    );
  return { steps: toSteps(recorded), skipped: beforeHandler };
}

/** "3 in parallel" / "transaction of 9" / ... for the printed method. */
export const describeSteps = (steps: Step[]) =>
  steps
    .map((step) =>
      step.kind === 'parallel'
        ? `${step.statements.length} in parallel`
        : `transaction of ${step.statements.length}`,
    )
    .join(', then ');

async function runStep(pool: pg.Pool, step: Step): Promise<unknown[]> {
  if (step.kind === 'parallel') {
    const results = await Promise.all(
      step.statements.map((statement) => pool.query(statement as pg.QueryConfig)),
    );
    return results.map((result) => result.rows);
  }
  const client = await pool.connect();
  try {
    const rows: unknown[] = [];
    for (const statement of step.statements)
      rows.push((await client.query(statement as pg.QueryConfig)).rows);
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** An encrypted file a case answers: `v1 | iv (12) | tag (16) | ciphertext`, its name the GCM additional data. */
export interface BareFile {
  path: string;
  aad: string;
  key: Buffer;
}

/** What the bare route opens besides its SQL (module comment). */
export interface BareOpening {
  /** The key of the sealed values in the rows. */
  dataKey: Buffer;
  /** Per case name: the file it answers, base64 as the portal's JSON carries it. */
  files: Map<string, BareFile>;
}

const SEALED_PREFIX = 'v1.';

function openSealed(value: string, key: Buffer): unknown {
  const [, iv, tag, ciphertext] = value.split('.');
  if (iv === undefined || tag === undefined || ciphertext === undefined) return value;
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return JSON.parse(
    decipher.update(Buffer.from(ciphertext, 'base64url'), undefined, 'utf8') + decipher.final('utf8'),
  );
}

/** Opens every sealed value of the rows in place (rows as objects or, drizzle's, as arrays). */
function openRows(value: unknown, key: Buffer): unknown {
  if (typeof value === 'string') return value.startsWith(SEALED_PREFIX) ? openSealed(value, key) : value;
  if (!value || typeof value !== 'object' || value instanceof Date || ArrayBuffer.isView(value)) return value;
  const fields = value as Record<string, unknown>;
  for (const name of Object.keys(fields)) fields[name] = openRows(fields[name], key);
  return value;
}

async function openFile({ path, aad, key }: BareFile): Promise<string> {
  const stored = await readFile(path);
  const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(2, 14));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(stored.subarray(14, 30));
  return Buffer.concat([decipher.update(stored.subarray(30)), decipher.final()]).toString('base64');
}

/** GET /bare/<case> runs that case's steps and answers their rows, what is sealed in them opened. */
export async function startBareServer(
  connectionString: string,
  cases: Map<string, Step[]>,
  opening: BareOpening,
): Promise<{ port: number; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString, application_name: 'bench-bare' });
  // Dropping the database at the end terminates idle connections: not an error of the benchmark.
  pool.on('error', () => undefined);
  const app: FastifyInstance = Fastify({ logger: false });
  app.get<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
    const steps = cases.get(request.params.name);
    if (!steps) return reply.code(404).send();
    const rows: unknown[] = [];
    for (const step of steps) rows.push(...(await runStep(pool, step)));
    const file = opening.files.get(request.params.name);
    const body = { rows: openRows(rows, opening.dataKey), file: file ? await openFile(file) : undefined };
    return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the bare server has no port');
  return {
    port: address.port,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
