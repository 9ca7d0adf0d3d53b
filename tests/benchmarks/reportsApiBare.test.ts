/**
 * The bare baseline of bench:api replays the SQL it recorded from one portal request on every
 * request, with the recorded values: it may record only a request that changes no row. The first
 * view of an unread report by its doctor writes (read_at, an audit entry, a notification, change
 * rows); the bare route replayed that write on every request until the recorder refused it, and
 * its change rows made another case's pull answer thousands of them (docs/benchmarks.md, issue 30).
 * PostgreSQL only: the recorder watches pg's client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../server/testing/multipart';
import { pdfBytes } from '../../server/testing/pdf';
import { signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';
import { captureStatements, installRecorder } from './reportsApiBare';

const postgres = testDatabases().find((database) => database.kind === 'postgres');

describe.skipIf(!postgres)('recording a portal request for the bare replay, on PostgreSQL', () => {
  let t: TestApp;
  let weber: TestAgent;
  let labor: TestAgent;

  beforeAll(async () => {
    if (!postgres) return;
    installRecorder();
    t = await createTestApp(postgres);
    [weber, labor] = [await signIn(t, 'dr.weber'), await signIn(t, 'labor')];
  });
  afterAll(() => t?.close());

  it('refuses a request that changed rows, and records the same request as it repeats', async () => {
    const { payload, headers } = multipartBody([
      { field: 'files[]', filename: 'A-100483_BARE0001_Neumann_Lea.pdf', bytes: pdfBytes('Neumann, Lea') },
    ]);
    const uploaded = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(uploaded.statusCode).toBe(201);
    const [unread] = uploaded.json<{ data: { report: { uuid: string } }[] }>().data;
    const open = () => weber.get(`/api/befunde/${unread?.report.uuid}`);

    await expect(captureStatements(open)).rejects.toThrow(/changed rows/);
    const repeated = await captureStatements(open);
    const texts = repeated.steps.flatMap((step) => step.statements.map((statement) => statement.text));
    expect(texts.some((text) => /^\s*insert/i.test(text))).toBe(false);
    expect(texts.some((text) => /^\s*select/i.test(text))).toBe(true);
  });

  it('records a list as it is', async () => {
    const { steps } = await captureStatements(() => weber.get('/api/befunde'));
    expect(steps.flatMap((step) => step.statements).length).toBeGreaterThan(0);
  });
});
