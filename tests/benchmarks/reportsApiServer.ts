/**
 * The server half of `npm run bench:api` (tests/benchmarks/reportsApi.ts), run as a child process
 * so that the parent's HTTP clients and the servers do not share one event loop.
 *
 * It opens a fresh PostgreSQL database the way the integration suites do (testDatabases() with
 * TEST_DATABASE_URL: CREATE DATABASE kc_test_<random>, migrations; close() drops it), seeds the
 * demo laboratory (createTestApp), then bulk-inserts in SQL:
 *   - DOCTORS doctors (users with lis_id and the Arzt role; default 20,000, issue 30),
 *   - their patients (resultsBulk.ts),
 *   - REPORTS reports (default 2,000,000): BENCH_WEBER_REPORTS of them dr.weber's, the rest spread
 *     evenly over the bulk doctors, each with a patient and one results row; created over the last
 *     180 days, every third unread, the others read 1-72 h after arrival; patient_data {nachname,
 *     vorname, geburtsdatum}; file_key a 32-hex string (no files: the list and the feed never read
 *     them); the search's terms and hits written by the reports' triggers;
 *   - the change feed as the uploads and reads would have written it: one version per upload and
 *     per read, each with a row for the doctor's scope and one for the staff permission scope
 *     (server/features/reports/reportAccess.ts: reportScopes), the clock moved to the last version;
 *   - the orders (ordersBulk.ts, default 2,000,000);
 * each table's secondary indexes built after its load (benchIndexes.ts), each step timed (the
 * ready message's seedTimes), then VACUUM (ANALYZE), as autovacuum would soon after such inserts,
 * and a CHECKPOINT. The retention jobs ran at app start, before these rows existed, and do not run
 * again during a benchmark (hourly and daily), so the feed keeps six months of changes where
 * production keeps 30 days (SYNC_CHANGES_RETENTION_MS): larger than real, on purpose.
 *
 * Then it listens on a free port and signs dr.weber and labor in (the demo password and TOTP,
 * through inject); lets labor upload dr.weber's Erika Mustermann's newest report and gives her
 * six reports values (the case "a patient's results"); takes each user's cursor from a bootstrap's
 * first page and lets labor upload one report for dr.weber through POST /api/befunde (report, audit entry, notification and change
 * rows in one transaction, as in production), so that every pull from those cursors answers it;
 * records the SQL of one portal request per case, as it repeats, and starts the bare server that replays it
 * (reportsApiBare.ts). IPC only, no benchmark endpoint:
 *   child -> parent  { type: 'ready', port, barePort, cases, counts, seedMs, seedTimes }
 *   parent -> child  { type: 'close' }   -> { type: 'closed' }, then the process exits (the
 *       database is dropped on the way)
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Permission, RoleName } from '../../src/contract/permissions';
import { SyncEntity } from '../../src/contract/sync';
import { multipartBody } from '../../server/testing/multipart';
import { pdfBytes } from '../../server/testing/pdf';
import { signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';
import type pg from 'pg';
import {
  captureStatements,
  describeSteps,
  installRecorder,
  startBareServer,
  type BareOpening,
  type Step,
} from './reportsApiBare';
import { join } from 'node:path';
import { deriveKey, KeyPurpose } from '../../server/platform/crypto/keys';
import { reportFileKey } from '../../server/platform/files/reportFileStore';
import { phaseSummary, recordPhases } from './reportsApiPhases';
import { cpuSummary } from './reportsApiCpu';
import { seedBulkOrders } from './ordersBulk';
import { withIndexesAfterLoad } from './benchIndexes';
import { benchReportPatient, seedBulkPatients, seedBulkResultRows, seedWeberPatient } from './resultsBulk';

export type ParentMessage = { type: 'close' };

export interface SeedCounts {
  doctors: number;
  reports: number;
  weberReports: number;
  changes: number;
  /** The changes table on disk, with its indexes. */
  changesSize: string;
  reportsSize: string;
  /** Issue 28: the orders (ordersBulk.ts). */
  orders?: number;
  ordersSize?: string;
  /** Issue 30: the results of issue 27 (resultsBulk.ts). */
  patients?: number;
  results?: number;
  resultsSize?: string;
}

/** One measured request: the portal's path and the bare server's replay of its SQL. */
export interface BenchCase {
  name: string;
  label: string;
  /** Who the case is for: the goals hold for doctors and staff alike (issue 18). */
  viewer: 'doctor' | 'staff';
  path: string;
  barePath: string;
  /** Cookie header of the signed-in session. */
  cookie: string;
  /** Whether the case decides the exit code. */
  gated: boolean;
  /** What the answer must hold: a non-empty list page (default) or a report with its results. */
  expects?: 'rows' | 'results';
  /** The pulls must answer this uploaded report; the lists a non-empty page. */
  uploadedReportId?: number;
  /** The replayed SQL, e.g. "3 in parallel" (describeSteps). */
  sql: string;
  /** Statements of the session hooks left out of the replay. */
  authStatements: number;
}

export type ChildMessage =
  | {
      type: 'ready';
      port: number;
      barePort: number;
      cases: BenchCase[];
      counts: SeedCounts;
      seedMs: number;
      seedTimes: SeedTimes;
    }
  | { type: 'failed'; message: string }
  | { type: 'closed' };

const DOCTORS = Number(process.env['BENCH_DOCTORS'] ?? 20_000);
const REPORTS = Number(process.env['BENCH_REPORTS'] ?? 2_000_000);
const WEBER_REPORTS = Number(process.env['BENCH_WEBER_REPORTS'] ?? 100);
const serverUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SURNAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz',
  'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann',
  'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner',
  'Schmitz', 'Krause', 'Meier', 'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann',
  'König', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller',
  'Weiß', 'Jung', 'Hahn', 'Schubert', 'Vogel', 'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger',
  'Winkler', 'Roth', 'Beck', 'Lorenz', 'Baumann', 'Franke', 'Albrecht', 'Schuster', 'Simon',
  'Ludwig', 'Böhm', 'Winter', 'Kraus', 'Martin', 'Schumacher', 'Krämer', 'Vogt', 'Stein', 'Jäger',
  'Otto', 'Sommer', 'Groß', 'Seidel', 'Heinrich', 'Brandt', 'Haas', 'Schreiber', 'Graf', 'Schulte',
  'Dietrich', 'Ziegler', 'Kuhn', 'Kühn', 'Pohl', 'Engel', 'Horn', 'Busch', 'Bergmann', 'Thomas',
  'Voigt', 'Sauer', 'Arnold', 'Wolff', 'Pfeiffer',
]; // prettier-ignore
const FIRST_NAMES = [
  'Anna', 'Maria', 'Ursula', 'Monika', 'Petra', 'Elisabeth', 'Sabine', 'Renate', 'Helga', 'Karin',
  'Brigitte', 'Ingrid', 'Erika', 'Andrea', 'Gisela', 'Claudia', 'Susanne', 'Gabriele', 'Christa',
  'Christine', 'Hildegard', 'Julia', 'Lea', 'Sophie', 'Emma', 'Hannah', 'Laura', 'Lena', 'Marie',
  'Katharina', 'Peter', 'Michael', 'Thomas', 'Andreas', 'Wolfgang', 'Klaus', 'Jürgen', 'Günter',
  'Stefan', 'Christian', 'Uwe', 'Werner', 'Horst', 'Frank', 'Dieter', 'Manfred', 'Gerhard',
  'Hans', 'Bernd', 'Torsten', 'Lukas', 'Leon', 'Finn', 'Jonas', 'Paul', 'Felix', 'Noah', 'Elias',
  'Ben', 'Max',
]; // prettier-ignore

function send(message: ChildMessage): void {
  if (!process.send) throw new Error('reportsApiServer.ts runs as a child with an IPC channel');
  process.send(message);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sqlArray = (items: readonly string[]) => `ARRAY[${items.map(sqlText).join(', ')}]::text[]`;

async function one<T>(client: pg.PoolClient | pg.Pool, text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await client.query(text, values);
  if (!rows[0]) throw new Error(`no row from: ${text}`);
  return rows[0] as T;
}

/** Milliseconds per seeding step, in the order they ran (printed by the parent). */
export type SeedTimes = Record<string, number>;

async function timed<T>(times: SeedTimes, step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  times[step] = performance.now() - started;
  // As it goes: a seed that is stopped still says how far it came (stdout is the parent's).
  console.log(`seeded ${step} in ${((times[step] ?? 0) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * The bulk rows of the module comment, in one session, set-based (INSERT ... SELECT over
 * generate_series: the rows are made inside PostgreSQL, nothing crosses the wire; COPY would have
 * the child format and stream every row), each table's secondary indexes built after its load.
 */
async function seedBulk(pool: pg.Pool, times: SeedTimes): Promise<SeedCounts> {
  const client = await pool.connect();
  try {
    const { id: weberId } = await one<{ id: number }>(
      client,
      `SELECT id FROM users WHERE username = 'dr.weber'`,
    );
    const { id: laborId } = await one<{ id: number }>(
      client,
      `SELECT id FROM users WHERE username = 'labor'`,
    );
    const { id: doctorRole } = await one<{ id: number }>(client, `SELECT id FROM roles WHERE name = $1`, [
      RoleName.doctor,
    ]);
    await client.query('SELECT setseed(0.42)');
    // A lost benchmark database is made again; its commits need not wait for the disk.
    await client.query('SET synchronous_commit = off');

    await timed(times, 'doctors', async () => {
      await client.query(
        `INSERT INTO users (username, anrede, titel, vorname, nachname, email, lis_id, language,
                            invited_at, email_verified_at, created_at, updated_at)
         SELECT 'bench.arzt' || lpad(g::text, 5, '0'),
                CASE WHEN g % 2 = 0 THEN 'Frau' ELSE 'Herr' END, 'Dr. med.',
                (${sqlArray(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}],
                (${sqlArray(SURNAMES)})[1 + (g * 13) % ${SURNAMES.length}],
                'praxis' || g || '@aerzte.example.org', 'B-' || lpad(g::text, 6, '0'), 'de',
                now() - interval '400 days', now() - interval '399 days',
                now() - interval '400 days', now() - interval '400 days'
         FROM generate_series(1, $1::int) AS g`,
        [DOCTORS],
      );
      await client.query(
        `INSERT INTO user_roles (user_id, role_id)
         SELECT id, $1 FROM users WHERE username LIKE 'bench.arzt%'`,
        [doctorRole],
      );
    });
    const { sealedResults } = await timed(times, 'patients', () => seedBulkPatients(client));

    // Report g belongs to dr.weber (k = -1) for the last WEBER_REPORTS values of g, else to bulk
    // doctor number g % DOCTORS, whose (g / DOCTORS)-th report it is: that names its patient.
    const { indexMs: reportIndexMs } = await timed(times, 'reports', () =>
      withIndexesAfterLoad(client, ['reports'], () =>
        client.query(
          `WITH doctors AS (
             SELECT id, lis_id, (row_number() OVER (ORDER BY id) - 1)::int AS k
             FROM users WHERE username LIKE 'bench.arzt%'
             UNION ALL SELECT id, lis_id, -1 FROM users WHERE id = $1),
           source AS (
             SELECT g, now() - interval '180 days' * random() AS created,
                    (${sqlArray(SURNAMES)})[1 + (g * 31 + g / 7) % ${SURNAMES.length}] AS nachname,
                    (${sqlArray(FIRST_NAMES)})[1 + (g * 17 + g / 11) % ${FIRST_NAMES.length}] AS vorname,
                    to_char(date '1935-01-01' + ((g::bigint * 7919) % 31000)::int, 'YYYY-MM-DD') AS geburtsdatum
             FROM generate_series(1, $2::int) AS g)
           INSERT INTO reports (befund_id, user_id, patient_data, filename, file_key, file_size,
                                uploaded_by, read_at, patient_id, sampled_at, result_status,
                                created_at, updated_at)
           SELECT 'BF' || lpad(g::text, 7, '0'), doctors.id,
                  jsonb_build_object('nachname', nachname, 'vorname', vorname, 'geburtsdatum', geburtsdatum),
                  doctors.lis_id || '_BF' || lpad(g::text, 7, '0') || '_' || nachname || '_' || vorname || '.pdf',
                  md5('report-file-' || g), 20000 + ((g::bigint * 7919) % 180000)::int, $3,
                  CASE WHEN g % 3 = 0 THEN NULL
                       ELSE least(now(), created + interval '1 hour' * (1 + g % 72)) END,
                  patients.id, CASE WHEN patients.id IS NOT NULL THEN created - interval '1 day' END,
                  CASE WHEN patients.id IS NOT NULL THEN 'final' END,
                  created, created
           FROM source
           JOIN doctors ON doctors.k = CASE WHEN g > $2::int - $4::int THEN -1 ELSE g % $5::int END
           LEFT JOIN patients ON doctors.k >= 0 AND ${benchReportPatient('doctors.id', 'g / $5::int')}`,
          [weberId, REPORTS, laborId, WEBER_REPORTS, DOCTORS],
        ),
      ),
    );
    times['reports: indexes'] = reportIndexMs;
    const results = await timed(times, 'report_results', () => seedBulkResultRows(client, sealedResults));

    // One version per upload and per read, in time order, after what the demo seed wrote.
    const { indexMs: changeIndexMs } = await timed(times, 'changes', () =>
      withIndexesAfterLoad(client, ['changes'], () =>
        client.query(
          `WITH events AS (
             SELECT r.id, u.uuid, r.created_at AS at FROM reports r JOIN users u ON u.id = r.user_id
             UNION ALL
             SELECT r.id, u.uuid, r.read_at FROM reports r JOIN users u ON u.id = r.user_id
             WHERE r.read_at IS NOT NULL),
           numbered AS (
             SELECT id, uuid, at,
                    (SELECT v FROM sync_clock WHERE id = 1) + row_number() OVER (ORDER BY at, id) AS version
             FROM events)
           INSERT INTO changes (version, scope, entity, entity_id, op, created_at)
           SELECT version, 'user:' || uuid, $1, id::text, 'put', at FROM numbered
           UNION ALL
           SELECT version, $2, $1, id::text, 'put', at FROM numbered`,
          [SyncEntity.report, `perm:${Permission.uploadReports}`],
        ),
      ),
    );
    times['changes: indexes'] = changeIndexMs;
    await client.query(`UPDATE sync_clock SET v = (SELECT max(version) FROM changes) WHERE id = 1`);

    const counts = await one<{
      doctors: number;
      reports: number;
      weber: number;
      changes: number;
      changes_size: string;
      reports_size: string;
    }>(
      client,
      `SELECT (SELECT count(*)::int FROM users WHERE lis_id IS NOT NULL) AS doctors,
              (SELECT count(*)::int FROM reports) AS reports,
              (SELECT count(*)::int FROM reports WHERE user_id = $1) AS weber,
              (SELECT count(*)::int FROM changes) AS changes,
              pg_size_pretty(pg_total_relation_size('changes')) AS changes_size,
              pg_size_pretty(pg_total_relation_size('reports')) AS reports_size`,
      [weberId],
    );
    return {
      doctors: counts.doctors,
      reports: counts.reports,
      weberReports: counts.weber,
      changes: counts.changes,
      changesSize: counts.changes_size,
      reportsSize: counts.reports_size,
      ...results,
    };
  } finally {
    client.release();
  }
}

/**
 * As autovacuum leaves bulk-inserted tables: visibility map and hint bits set, statistics fresh.
 * Then a checkpoint: the seed's gigabytes are written out before the first case is measured, not
 * by the checkpointer and the kernel while it runs (a lab's database is not fresh from a bulk load).
 */
async function vacuumAndCheckpoint(pool: pg.Pool): Promise<void> {
  await pool.query('VACUUM (ANALYZE)');
  await pool.query('CHECKPOINT');
}

/** Part of the surname of dr.weber's newest report, lower case, as typed into the search field. */
async function searchTerm(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ nachname: string }>(
    `SELECT patient_data->>'nachname' AS nachname FROM reports
     WHERE user_id = (SELECT id FROM users WHERE username = 'dr.weber')
     ORDER BY created_at DESC LIMIT 1`,
  );
  return (rows[0]?.nachname ?? 'Müller').slice(0, 4).toLowerCase();
}

/**
 * A patient's results as the doctor's device asks the server for them: the cumulative view reads
 * the mirror, and opens a report (its values beside the PDF) through `GET /api/befunde/{uuid}`, the
 * one route that answers a report's results. Labor uploads dr.weber's Erika Mustermann's newest
 * report (the PDF in the store, as the route reads it), and it and her five reports before get
 * their values (resultsBulk.ts: seedWeberPatient). The request also records a view (an audit row).
 */
async function patientResultsReport(pool: pg.Pool, labor: TestAgent): Promise<string> {
  const newest = await upload(labor);
  const weber = await one<{ id: number }>(pool, `SELECT id FROM users WHERE username = 'dr.weber'`);
  await seedWeberPatient(t.database.db, pool, weber.id, newest);
  return (await one<{ uuid: string }>(pool, `SELECT uuid FROM reports WHERE id = $1`, [newest])).uuid;
}

/** The case of a patient's results, the one that answers a report's PDF. */
const PATIENT_RESULTS_CASE = 'weber-patient-results';

/**
 * What the bare route opens besides its SQL (reportsApiBare.ts): the patients' data key, and the
 * encrypted PDF the case of a patient's results answers, in the folder the portal keeps it in.
 */
async function bareOpening(pool: pg.Pool, reportUuid: string): Promise<BareOpening> {
  const { file_key: fileKey } = await one<{ file_key: string }>(
    pool,
    `SELECT file_key FROM reports WHERE uuid = $1`,
    [reportUuid],
  );
  const file = {
    path: join(t.config.reportFilesDir, `${fileKey}.pdf.enc`),
    aad: fileKey,
    key: reportFileKey(t.config),
  };
  return {
    dataKey: deriveKey(t.config.appKey, KeyPurpose.patientData),
    files: new Map([[PATIENT_RESULTS_CASE, file]]),
  };
}

const cookieHeader = (agent: TestAgent) =>
  [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A small PDF that parses (the upload checks that it does). */
const PDF = pdfBytes('Neumann, Lea');

async function upload(labor: TestAgent): Promise<number> {
  const befundId = `BENCH${Date.now().toString(36).toUpperCase()}`;
  const { payload, headers } = multipartBody([
    { field: 'files[]', filename: `A-100483_${befundId}_Neumann_Lea.pdf`, bytes: PDF },
  ]);
  const response = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
  if (response.statusCode !== 201)
    throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  const [stored] = response.json<{ data: { report: { id: number } }[] }>().data;
  if (!stored) throw new Error('upload stored nothing');
  return stored.report.id;
}

async function cursorOf(agent: TestAgent): Promise<string> {
  const response = await agent.get('/api/sync/bootstrap?limit=1');
  if (response.statusCode !== 200) throw new Error(`bootstrap: ${response.statusCode} ${response.body}`);
  return response.json<{ cursor: string }>().cursor;
}

/** BENCH_EXPLAIN=1: each recorded statement's plan as it ran (EXPLAIN ANALYZE, BUFFERS). */
async function explainSteps(name: string, steps: Step[]): Promise<void> {
  if (t.database.kind !== 'postgres') return;
  for (const step of steps) {
    for (const { text, values } of step.statements) {
      if (!/^\s*(select|with)/i.test(text)) continue;
      const plan = await t.database.client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
        values,
      );
      console.log(
        `[${name}] ${text.slice(0, 120)}…\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
  }
}

type CaseInput = Omit<BenchCase, 'barePath' | 'cookie' | 'sql' | 'authStatements'> & { agent: TestAgent };

/**
 * The cases of the module comment, each with its SQL recorded from one portal request as it repeats:
 * every case's first request is sent before (a patient's results: the doctor's first view of the
 * report marks it read and writes its audit entry, notification and change rows; every later one
 * reads), since the bare server replays the recorded SQL, writes included, on every request
 * (captureStatements refuses a request that changed rows).
 */
async function prepareCases(
  inputs: CaseInput[],
): Promise<{ cases: BenchCase[]; steps: Map<string, Step[]> }> {
  const steps = new Map<string, Step[]>();
  const cases: BenchCase[] = [];
  // All first requests before any recording: a pull records what it answers after every one of them.
  for (const { agent, name, path } of inputs) {
    const first = await agent.get(path);
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
  }
  for (const { agent, ...input } of inputs) {
    const captured = await captureStatements(() => agent.get(input.path));
    steps.set(input.name, captured.steps);
    if (process.env['BENCH_SHOW_SQL']) {
      for (const step of captured.steps)
        for (const { text } of step.statements) console.log(`[${input.name}] ${step.kind}: ${text}`);
    }
    if (process.env['BENCH_EXPLAIN']) await explainSteps(input.name, captured.steps);
    cases.push({
      ...input,
      barePath: `/bare/${input.name}`,
      cookie: cookieHeader(agent),
      sql: describeSteps(captured.steps),
      authStatements: captured.skipped,
    });
  }
  return { cases, steps };
}

installRecorder();
if (process.env['BENCH_PHASES']) recordPhases('/api/');
const postgres = testDatabases({ TEST_DATABASE_URL: serverUrl }).find((kind) => kind.kind === 'postgres');
if (!postgres) throw new Error('no PostgreSQL test database');
const port = await freePort();
const t = await createTestApp(postgres, { config: { port, appUrl: `http://127.0.0.1:${port}` } });
let bare: { port: number; close(): Promise<void> } | undefined;
let closing: Promise<void> | undefined;
const closeOnce = () => (closing ??= (bare?.close() ?? Promise.resolve()).then(() => t.close()));
// Without the parent there is no benchmark: never outlive it, and drop the database.
process.on('disconnect', () => void closeOnce().finally(() => process.exit(0)));

try {
  if (t.database.kind !== 'postgres') throw new Error('the benchmark runs on PostgreSQL');
  const pool = t.database.client;
  const started = performance.now();
  const seedTimes: SeedTimes = {};
  const counts = {
    ...(await seedBulk(pool, seedTimes)),
    ...(await seedBulkOrders(t.database.db, pool, seedTimes)),
  };
  await timed(seedTimes, 'vacuum analyze, checkpoint', () => vacuumAndCheckpoint(pool));
  const seedMs = performance.now() - started;
  const search = encodeURIComponent(await searchTerm(pool));
  await t.app.listen({ port, host: '127.0.0.1' });
  const weber = await signIn(t, 'dr.weber');
  const labor = await signIn(t, 'labor');
  const patientReport = await patientResultsReport(pool, labor);
  const weberCursor = await cursorOf(weber);
  const laborCursor = await cursorOf(labor);
  const reportId = await upload(labor);
  const { cases, steps } = await prepareCases([
    {
      name: 'weber-list',
      label: 'dr.weber list',
      viewer: 'doctor',
      path: '/api/befunde',
      gated: true,
      agent: weber,
    },
    {
      name: 'weber-pull',
      label: 'dr.weber pull after one upload',
      viewer: 'doctor',
      path: `/api/sync?cursor=${weberCursor}`,
      gated: true,
      uploadedReportId: reportId,
      agent: weber,
    },
    {
      name: 'labor-list',
      label: 'labor list',
      viewer: 'staff',
      path: '/api/befunde',
      gated: true,
      agent: labor,
    },
    {
      name: 'labor-search',
      label: `labor search "${decodeURIComponent(search)}"`,
      viewer: 'staff',
      path: `/api/befunde?search=${search}`,
      gated: true,
      agent: labor,
    },
    {
      name: 'weber-orders',
      label: 'dr.weber order list (issue 28)',
      viewer: 'doctor',
      path: '/api/orders',
      gated: true,
      agent: weber,
    },
    {
      name: 'labor-orders',
      label: 'labor order list (issue 28)',
      viewer: 'staff',
      path: '/api/orders',
      gated: true,
      agent: labor,
    },
    {
      name: PATIENT_RESULTS_CASE,
      label: "dr.weber a patient's results (issue 27)",
      viewer: 'doctor',
      path: `/api/befunde/${patientReport}`,
      gated: true,
      expects: 'results',
      agent: weber,
    },
    {
      name: 'labor-pull',
      label: 'labor pull after one upload',
      viewer: 'staff',
      path: `/api/sync?cursor=${laborCursor}`,
      gated: true,
      uploadedReportId: reportId,
      agent: labor,
    },
  ]);
  const connectionString = (pool.options as { connectionString?: string }).connectionString;
  if (!connectionString) throw new Error('the portal pool has no connection string');
  bare = await startBareServer(connectionString, steps, await bareOpening(pool, patientReport));
  const cpuRequests = Number(process.env['BENCH_CPU_PER_REQUEST'] ?? 0);
  if (cpuRequests > 0) {
    const barePort = bare.port;
    const cpuCases = cases.map(({ name, label, path, barePath, cookie }) => ({
      name,
      label,
      portal: { port, path, cookie },
      bare: { port: barePort, path: barePath },
    }));
    console.log(
      await cpuSummary(cpuCases, cpuRequests, { profileDir: process.env['BENCH_CPU_PROFILE_PORTAL'] }),
    );
  }

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'close') {
      if (process.env['BENCH_PHASES']) console.log(phaseSummary());
      void closeOnce().then(() => {
        send({ type: 'closed' });
        process.disconnect();
      });
    }
  });
  send({ type: 'ready', port, barePort: bare.port, cases, counts, seedMs, seedTimes });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await closeOnce();
  process.exit(1);
}
