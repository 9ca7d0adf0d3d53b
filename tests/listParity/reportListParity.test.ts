/**
 * One rule, one place (issue 12): the report list of the server (GET /api/befunde on the real app)
 * and of the device (reportListView over the same rows, as mirrored) must list the same reports
 * in the same order for every sort and find the same hits for a search; staff page on past the
 * mirror through the server's pages, which the device sorts again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SORT_KEYS, reportListResponseSchema, type ReportRecord } from '../../src/contract/reports';
import { reportListView } from '../../src/app/features/reports/reportListView';
import { multipartBody } from '../../server/testing/multipart';
import { pdfBytes } from '../../server/testing/pdf';
import { signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';

/** Case, umlauts and ß, equal surnames and first names, equal times (one upload), both doctors. */
const FIXTURE = [
  'A-100483_20269001_mayer_Zoe.pdf',
  'A-100483_20269002_Mayer_anna.pdf',
  'A-100517_20269003_Mayer_Anna.pdf',
  'A-100517_20269004_Abel_Ben.pdf',
  'A-100483_20269005_zander_Carl.pdf',
  'A-100517_20269006_Berg_Dora.pdf',
  'A-100483_20269007_Ärzte_Ülla.pdf',
  'A-100517_20269008_Strauß_Eva.pdf',
  'A-100483_20269009_Strauss_eva.pdf',
  'A-100483_20269010_Ober_Öre.pdf',
  'A-100517_9_Abel_Ben.pdf',
  'A-100483_10_Abel_ben.pdf',
];

const SEARCHES = [
  '',
  'm',
  'mayer',
  'MAYER anna',
  'ay,zo',
  '2026900',
  '20269004',
  'abel ben',
  'ärz',
  'ÄRZ',
  'strau',
  'xyz',
];

describe.each(testDatabases())('the report list on the server and on the device, $kind', (testDatabase) => {
  let t: TestApp;
  let labor: TestAgent;
  let weber: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
    const { payload, headers } = multipartBody(
      FIXTURE.map((filename) => ({ field: 'files', filename, bytes: pdfBytes(filename) })),
    );
    const response = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(response.statusCode, response.body).toBe(201);
    // One read report, so read_at sorts real times against the unseen.
    const first = await serverList(weber, 'search=20269001');
    await weber.put(`/api/befunde/${first[0]?.uuid}/read`);
  });
  afterAll(() => t?.close());

  async function serverList(agent: TestAgent, query: string): Promise<ReportRecord[]> {
    const response = await agent.get(`/api/befunde?perPage=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return reportListResponseSchema.parse(response.json()).data.data;
  }

  const deviceList = (rows: readonly ReportRecord[], search: string, sortBy: string, sortDesc: boolean) =>
    reportListView(
      rows.map((row) => ({ ...row, id: String(row.id) })),
      {
        filter: 'all',
        search,
        sortBy: sortBy as (typeof REPORT_SORT_KEYS)[number],
        sortDesc,
        page: 1,
        perPage: 100,
      },
    ).rows.map((row) => row.befund_id);

  for (const viewer of ['labor', 'dr.weber'] as const) {
    it(`orders ${viewer}'s list alike for every sort key and direction`, async () => {
      const agent = viewer === 'labor' ? labor : weber;
      const all = await serverList(agent, '');
      expect(all.length).toBeGreaterThanOrEqual(3);
      for (const sortBy of REPORT_SORT_KEYS) {
        for (const sortDesc of [false, true]) {
          const server = await serverList(agent, `sortBy=${sortBy}&sortDesc=${sortDesc}`);
          expect(deviceList(all, '', sortBy, sortDesc), `${sortBy} ${sortDesc ? 'desc' : 'asc'}`).toEqual(
            server.map((row) => row.befund_id),
          );
        }
      }
    });

    it(`finds the same hits for ${viewer}'s searches, in the same order`, async () => {
      const agent = viewer === 'labor' ? labor : weber;
      const all = await serverList(agent, '');
      for (const search of SEARCHES) {
        const server = await serverList(
          agent,
          `search=${encodeURIComponent(search)}&sortBy=patient&sortDesc=false`,
        );
        expect(deviceList(all, search, 'patient', false), `search '${search}'`).toEqual(
          server.map((row) => row.befund_id),
        );
      }
    });
  }
});
