/**
 * A NUL character in a text field reached PostgreSQL, which refuses it in text columns and in
 * query parameters: a 500 (and, before the log was cleaned, the field's text in the log). Each
 * body here is valid but for the NUL, so without the central check (http/inputChecks.ts) it would
 * get as far as the database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_LIST_DE } from '../../../src/contract/constants';
import { DEMO_PASSWORDS } from '../../seed/demoCredentials';
import { insertReport } from '../../testing/reports';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const NUL_DE = 'Das Feld enthält ein unzulässiges Steuerzeichen (NUL).';
const NUL_EN = 'The field contains a forbidden control character (NUL).';
const withNul = 'Erika\u0000Mustermann';

describe.each(testDatabases())('a NUL character in a text field, on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let reportId: number;
  let demandId: number;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    reportId = (
      await insertReport(t.database.db, { doctor: 'dr.weber', befundId: '20269001', uploadedBy: 'labor' })
    ).id;
    const demand = await weber.post('/api/reports/demands', {
      report_id: reportId,
      subject: 'general',
      message: 'Bitte um Rückruf.',
    });
    expect(demand.statusCode, demand.body).toBe(201);
    demandId = demand.json().data.id;
  });
  afterAll(() => t?.close());

  const cases = (): [string, () => Promise<{ statusCode: number; json(): unknown }>, string][] => [
    [
      'the login',
      async () =>
        (await guest(t.app)).post('/login', {
          username: 'dr.weber\u0000',
          password: DEMO_PASSWORDS['dr.weber'],
        }),
      'username',
    ],
    [
      'a demand',
      () => weber.post('/api/reports/demands', { report_id: reportId, subject: 'general', message: withNul }),
      'message',
    ],
    [
      'a demand message',
      () => weber.post('/api/reports/demand-messages', { demand_id: demandId, message: withNul }),
      'message',
    ],
    [
      'a newsletter subscription',
      () =>
        weber.post('/api/newsletter/recipients', {
          recipientlist_id: NEWSLETTER_LIST_DE,
          email: 'nul@example.org',
          lastname: withNul,
        }),
      'lastname',
    ],
    [
      'an interpretation note',
      () =>
        weber.post('/api/finding-interpretations/request', {
          report_id: reportId,
          preferred_dates: ['2026-12-01'],
          note: withNul,
        }),
      'note',
    ],
    ['the report filter’s search', () => weber.post('/api/befunde/filter', { search: withNul }), 'search'],
    ['the report list’s search in the query', () => weber.get('/api/befunde?search=Erika%00'), 'search'],
  ];

  it('is refused with 422 and a message for the field, in German', async () => {
    for (const [what, send, field] of cases()) {
      const response = await send();
      expect(response.statusCode, what).toBe(422);
      expect(response.json(), what).toEqual({ message: NUL_DE, errors: { [field]: [NUL_DE] } });
    }
  });

  it('is refused in English for an English interface', async () => {
    const response = await weber.post(
      '/api/reports/demand-messages',
      { demand_id: demandId, message: withNul },
      { 'accept-language': 'en' },
    );
    expect(response.json()).toEqual({ message: NUL_EN, errors: { message: [NUL_EN] } });
  });

  it('refuses a body nested deeper than any form with 422 before parsing it, even under an Idempotency-Key', async () => {
    const depth = 50_000;
    const payload = `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
    // Parsing it built 100,000 objects (about 50 ms of the event loop) only to refuse them.
    const parse = vi.spyOn(JSON, 'parse');
    const response = await weber.request({
      method: 'POST',
      url: '/api/reports/demand-messages',
      payload,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
    });
    const parsed = parse.mock.calls.filter(([text]) => text === payload);
    parse.mockRestore();
    expect(parsed).toEqual([]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Die Anfrage ist zu tief verschachtelt.',
      errors: { body: ['Die Anfrage ist zu tief verschachtelt.'] },
    });
  });
});
