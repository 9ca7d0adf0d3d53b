import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MAX_BYTES } from '../../../src/contract/constants';
import {
  reportListResponseSchema,
  reportUploadResponseSchema,
  type ReportRecord,
} from '../../../src/contract/reports';
import {
  notifications,
  reportAuditLog,
  reports,
  reportSearchHits,
  reportSearchTerms,
} from '../../platform/db/schema';
import { multipartBody, type MultipartFile } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { expireReports } from './reportChanges';

const WEBER_LIS = 'A-100483';
const KLEIN_LIS = 'A-100517';
const pdf = pdfBytes;
const file = (filename: string, bytes: Uint8Array = pdf(filename)): MultipartFile => ({
  field: 'files',
  filename,
  bytes,
});

describe.each(testDatabases())('reports on $kind', (testDatabase) => {
  let t: TestApp;
  let labor: TestAgent;
  let weber: TestAgent;
  let klein: TestAgent;

  const upload = (agent: TestAgent, files: MultipartFile[], fields?: Record<string, string>) => {
    const { payload, headers } = multipartBody(files, fields);
    return agent.request({ method: 'POST', url: '/api/befunde', payload, headers });
  };
  const uploadOne = async (filename: string, bytes?: Uint8Array): Promise<ReportRecord> => {
    const response = await upload(labor, [file(filename, bytes)]);
    expect(response.statusCode, response.body).toBe(201);
    const [first] = reportUploadResponseSchema.parse(response.json()).data;
    if (!first) throw new Error('nothing uploaded');
    return first.report;
  };
  const auditOf = (reportId: number) =>
    t.database.db.select().from(reportAuditLog).where(eq(reportAuditLog.reportId, reportId));

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
  });
  afterAll(() => t?.close());

  it('stores an uploaded PDF for the doctor its file name names, unread, and notifies the doctor', async () => {
    const report = await uploadOne(`${WEBER_LIS}_20260001_Mustermann_Erika.pdf`);
    expect(report).toMatchObject({
      befund_id: '20260001',
      patient_data: { nachname: 'Mustermann', vorname: 'Erika' },
      user: { nachname: 'Weber' },
      read_at: null,
      version: 1,
    });
    const list = reportListResponseSchema.parse((await weber.get('/api/befunde')).json());
    expect(list.data.data.map((row) => row.befund_id)).toContain('20260001');
    expect(list.meta.unread).toBeGreaterThanOrEqual(1);
    const [stored] = await t.database.db.select().from(reports).where(eq(reports.id, report.id));
    expect(stored?.fileKey).toMatch(/^[0-9a-f]{32}$/);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'report.uploaded'));
    expect(notes.map((note) => note.data)).toContainEqual(
      expect.objectContaining({ params: { befundId: '20260001' } }),
    );
    expect((await auditOf(report.id)).map((entry) => entry.action)).toEqual(['upload']);
  });

  it('refuses, per file, what is not a PDF, badly named or for an unknown LIS id, and stores none of the batch', async () => {
    const response = await upload(labor, [
      file(`${WEBER_LIS}_20260002_Muster_Max.pdf`),
      file(`${WEBER_LIS}_20260003_Muster_Max.pdf`, Buffer.from('GIF89a not a pdf')),
      file('scan.pdf'),
      file('Z-999999_20260005_Muster_Max.pdf'),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'files.1': ['Die Datei ist kein PDF.'],
      'files.2': ['Der Dateiname muss <LIS-ID>_<Befund-Nr.>_<Nachname>_<Vorname>.pdf lauten.'],
      'files.3': ['Zur LIS-ID im Dateinamen gibt es keinen Arzt.'],
    });
    const stored = await t.database.db.select().from(reports).where(eq(reports.befundId, '20260002'));
    expect(stored).toEqual([]);
  });

  it('refuses a file past 20 MB the moment it passes the limit, naming it, and stores none of the batch', async () => {
    const response = await upload(labor, [
      file(`${WEBER_LIS}_20260007_Muster_Max.pdf`),
      file(
        `${WEBER_LIS}_20260004_Muster_Max.pdf`,
        Buffer.concat([pdf('big'), Buffer.alloc(REPORT_MAX_BYTES)]),
      ),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'files.1': ['Die Datei ist größer als 20 MB.'] });
    const stored = await t.database.db.select().from(reports).where(eq(reports.befundId, '20260007'));
    expect(stored).toEqual([]);
  });

  it('lets only staff upload', async () => {
    const response = await upload(weber, [file(`${WEBER_LIS}_20260006_Muster_Max.pdf`)]);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for another doctor’s report, by id and by uuid, for every route', async () => {
    const report = await uploadOne(`${KLEIN_LIS}_20260010_Schmidt_Anna.pdf`);
    for (const key of [String(report.id), report.uuid]) {
      expect((await weber.get(`/api/befunde/${key}`)).statusCode).toBe(404);
      expect((await weber.get(`/api/befunde/${key}/file`)).statusCode).toBe(404);
      expect((await weber.put(`/api/befunde/${key}/read`)).statusCode).toBe(404);
      expect((await weber.delete(`/api/befunde/${key}`)).statusCode).toBe(404);
    }
    expect((await klein.get(`/api/befunde/${report.uuid}`)).statusCode).toBe(200);
    const weberList = reportListResponseSchema.parse((await weber.get('/api/befunde?perPage=100')).json());
    expect(weberList.data.data.map((row) => row.id)).not.toContain(report.id);
    expect((await weber.get(`/api/befunde/user/${report.user.uuid}`)).statusCode).toBe(404);
  });

  it('shows the PDF as base64, marks the report read for its doctor once, with one view in the audit log', async () => {
    const bytes = pdf('Kalium 4.2 mmol/l');
    const report = await uploadOne(`${WEBER_LIS}_20260020_Berger_Lena.pdf`, bytes);
    const shown = await weber.get(`/api/befunde/${report.id}`);
    expect(shown.statusCode).toBe(200);
    expect(Buffer.from(shown.json().data.filecontent, 'base64')).toEqual(bytes);
    expect(shown.json().data.read_at).not.toBeNull();
    // A later view answers the same report and writes nothing.
    const again = await weber.get(`/api/befunde/${report.id}`);
    expect(again.json().data).toEqual(shown.json().data);
    expect((await weber.put(`/api/befunde/${report.uuid}/read`)).statusCode).toBe(204);
    expect((await auditOf(report.id)).map((entry) => entry.action)).toEqual(['upload', 'view']);
  });

  it('serves the raw PDF for the offline copy without marking it read; the read route replays once', async () => {
    const bytes = pdf('Ferritin 80 ng/ml');
    const report = await uploadOne(`${WEBER_LIS}_20260021_Berger_Lena.pdf`, bytes);
    const raw = await weber.get(`/api/befunde/${report.id}/file`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('application/pdf');
    expect(raw.rawPayload).toEqual(bytes);
    const key = { 'idempotency-key': 'read-20260021' };
    expect((await weber.put(`/api/befunde/${report.id}/read`, undefined, key)).statusCode).toBe(204);
    expect((await weber.put(`/api/befunde/${report.id}/read`, undefined, key)).statusCode).toBe(204);
    expect((await auditOf(report.id)).map((entry) => entry.action)).toEqual(['upload', 'download', 'view']);
    expect((await labor.put(`/api/befunde/${report.id}/read`)).statusCode).toBe(403);
    const trail = await labor.get(`/api/befunde/${report.id}/audit`);
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().data).toMatchObject([
      { action: 'upload', actor: { name: 'Markus Brandt' } },
      { action: 'download', actor: { name: 'Katharina Weber' } },
      { action: 'view', actor: { name: 'Katharina Weber' } },
    ]);
    expect((await weber.get(`/api/befunde/${report.id}/audit`)).statusCode).toBe(403);
  });

  it('replaces the PDF of a re-uploaded reference number as a new version, unread again', async () => {
    const first = await uploadOne(`${WEBER_LIS}_20260030_Vogel_Jan.pdf`);
    await weber.put(`/api/befunde/${first.id}/read`);
    const second = await uploadOne(`${WEBER_LIS}_20260030_Vogel_Jan.pdf`, pdf('corrected'));
    expect(second).toMatchObject({ id: first.id, version: 2, read_at: null });
    const shown = await weber.get(`/api/befunde/${first.id}`);
    expect(Buffer.from(shown.json().data.filecontent, 'base64').toString()).toContain('corrected');
  });

  it('filters, searches by reference number or patient, sorts and pages', async () => {
    await uploadOne(`${WEBER_LIS}_20260040_Zander_Paula.pdf`);
    await uploadOne(`${WEBER_LIS}_20260041_Adler_Tom.pdf`);
    const byPatient = reportListResponseSchema.parse((await weber.get('/api/befunde?search=zand')).json());
    expect(byPatient.data.data.map((row) => row.befund_id)).toEqual(['20260040']);
    const byWords = reportListResponseSchema.parse(
      (await weber.get('/api/befunde?search=Paula%20Zander')).json(),
    );
    expect(byWords.data.data.map((row) => row.befund_id)).toEqual(['20260040']);
    const byNumber = reportListResponseSchema.parse(
      (
        await weber.post('/api/befunde/filter', { search: '2026004', sortBy: 'patient', sortDesc: false })
      ).json(),
    );
    expect(byNumber.data.data.map((row) => row.patient_data.nachname)).toEqual(['Adler', 'Zander']);
    expect(byNumber.data.total).toBe(2);
    // The filter's page links are the same list's on GET /api/befunde (a POST cannot be followed).
    expect(byNumber.data.path).toMatch(/\/api\/befunde$/);
    const firstPage = new URL(byNumber.data.links[1]?.url ?? '');
    expect(firstPage.pathname).toBe('/api/befunde');
    expect(Object.fromEntries(firstPage.searchParams)).toMatchObject({
      search: '2026004',
      sortBy: 'patient',
      sortDesc: 'false',
      page: '1',
    });
    // The total comes from the page's own scan; a page past the last has no row to carry it.
    const pastTheLast = reportListResponseSchema.parse(
      (await weber.get('/api/befunde?search=2026004&perPage=10&page=3')).json(),
    );
    expect(pastTheLast.data).toMatchObject({ data: [], total: 2, last_page: 1, from: null });
    const nothing = reportListResponseSchema.parse((await weber.get('/api/befunde?search=xyzzy')).json());
    expect(nothing.data).toMatchObject({ data: [], total: 0 });
    const unread = reportListResponseSchema.parse(
      (await weber.get('/api/befunde?filter=unread&perPage=10')).json(),
    );
    expect(unread.data.data.every((row) => row.read_at === null)).toBe(true);
    expect(unread.data.per_page).toBe(10);
    expect((await weber.get('/api/befunde?perPage=7')).statusCode).toBe(422);
  });

  it("pages a staff search in the list's order for every sort key, like the unsearched list", async () => {
    for (const [index, name] of ['Ziegler_Anna', 'Abel_Bert', 'Meier_Carla'].entries()) {
      await uploadOne(`${WEBER_LIS}_2027007${index}_${name}.pdf`);
      await uploadOne(`${KLEIN_LIS}_2027008${index}_${name}.pdf`);
    }
    const ids = (body: string) => reportListResponseSchema.parse(JSON.parse(body)).data.data.map((r) => r.id);
    for (const sortBy of ['created_at', 'befund_id', 'patient', 'doctor', 'read_at']) {
      for (const sortDesc of [true, false]) {
        const order = `sortBy=${sortBy}&sortDesc=${sortDesc}`;
        const all = reportListResponseSchema.parse(
          (await labor.get(`/api/befunde?${order}&perPage=100`)).json(),
        );
        const expected = all.data.data
          .filter((row) => row.befund_id.startsWith('202700'))
          .map((row) => row.id);
        expect(expected.length).toBe(6);
        const first = await labor.get(`/api/befunde?${order}&search=202700&perPage=10&page=1`);
        expect(reportListResponseSchema.parse(first.json()).data.total, order).toBe(6);
        expect(ids(first.body), order).toEqual(expected);
        const pageTwo = await labor.get(
          `/api/befunde?${order}&search=202700&perPage=10&page=1&filter=unread`,
        );
        expect(ids(pageTwo.body).length, order).toBeGreaterThan(0);
      }
    }
    // Page 2 of 10 carries the rest, and the total of all pages.
    for (let n = 0; n < 6; n++) await uploadOne(`${KLEIN_LIS}_2027009${n}_Roth_Dora.pdf`);
    const second = reportListResponseSchema.parse(
      (
        await labor.get('/api/befunde?search=202700&perPage=10&page=2&sortBy=befund_id&sortDesc=false')
      ).json(),
    );
    expect(second.data).toMatchObject({ total: 12, from: 11, to: 12, last_page: 2 });
    expect(second.data.path).toMatch(/\/api\/befunde$/);
    expect(second.data.links.map((link) => [link.label, link.active])).toEqual([
      ['&laquo; Previous', false],
      ['1', false],
      ['2', true],
      ['Next &raquo;', false],
    ]);
    expect(second.data.links[0]?.url).toBe(
      `${second.data.path}?search=202700&perPage=10&sortBy=befund_id&sortDesc=false&page=1`,
    );
    expect(second.data.data.map((row) => row.befund_id)).toEqual(['20270094', '20270095']);
  });

  it("answers a staff search by arrival from the search's terms as the search text would, after reads, renames and deletions", async () => {
    const made = [
      await uploadOne(`${WEBER_LIS}_20280010_Schnabel_Ida.pdf`),
      await uploadOne(`${KLEIN_LIS}_20280011_Kirsch_Schnorr.pdf`),
      await uploadOne(`${WEBER_LIS}_20280012_Lang_Ute.pdf`),
      await uploadOne(`${KLEIN_LIS}_20280013_Schneider-Lang_Ida.pdf`),
    ];
    const everything = async (sortDesc: boolean) =>
      reportListResponseSchema.parse(
        (await labor.get(`/api/befunde?perPage=100&sortDesc=${sortDesc}`)).json(),
      ).data.data;
    /** The staff list searched, against the unsearched list (same order) filtered by its search text in JS. */
    const expectSearchAsText = async (search: string) => {
      const words = search.toLowerCase().split(' ');
      for (const filter of ['all', 'unread', 'read'] as const) {
        for (const sortDesc of [true, false]) {
          const expected = (await everything(sortDesc))
            .filter((row) => {
              const text = `${row.befund_id} ${row.patient_data.nachname ?? ''} ${row.patient_data.vorname ?? ''}`;
              return words.every((word) => text.toLowerCase().includes(word));
            })
            .filter((row) => filter === 'all' || (filter === 'unread') === (row.read_at === null))
            .map((row) => row.id);
          const query = `search=${encodeURIComponent(search)}&filter=${filter}&sortDesc=${sortDesc}&perPage=10`;
          const response = await labor.get(`/api/befunde?${query}`);
          expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
          const page = reportListResponseSchema.parse(response.json());
          expect(
            page.data.data.map((row) => row.id),
            query,
          ).toEqual(expected.slice(0, 10));
          expect(page.data.total, query).toBe(expected.length);
        }
      }
    };
    // Each report's terms: the parts of its search text, once each.
    const termsOf = async (reportId: number | undefined) =>
      (
        await t.database.db
          .select({ term: reportSearchTerms.term })
          .from(reportSearchHits)
          .innerJoin(reportSearchTerms, eq(reportSearchTerms.id, reportSearchHits.termId))
          .where(eq(reportSearchHits.reportId, reportId ?? 0))
      )
        .map((row) => row.term)
        .sort();
    /** Every term's count (migration 0026) as its hits say: the single-term search's total. */
    const expectTermCounts = async () => {
      const counted = await t.database.db
        .select({
          id: reportSearchTerms.id,
          hits: reportSearchTerms.hits,
          n: sql<number>`(select count(*) from report_search_hits h where h.term_id = ${reportSearchTerms.id})`.mapWith(
            Number,
          ),
        })
        .from(reportSearchTerms);
      expect(counted.filter((term) => term.hits !== term.n)).toEqual([]);
    };
    expect(await termsOf(made[3]?.id)).toEqual(['20280013', 'Ida', 'Schneider-Lang']);
    await expectSearchAsText('schn');
    await expectSearchAsText('ida schn');
    await expectSearchAsText('LANG');
    // One word in one term: the total is the term's count.
    await expectSearchAsText('schnab');
    await expectTermCounts();
    // A page past the last still says how many there are.
    for (const filter of ['all', 'unread'] as const) {
      const pastTheLast = await labor.get(`/api/befunde?search=schnab&filter=${filter}&perPage=10&page=4`);
      expect(reportListResponseSchema.parse(pastTheLast.json()).data).toMatchObject({ data: [], total: 1 });
    }
    // Read by its doctor: the read filters move it.
    expect((await weber.get(`/api/befunde/${made[0]?.id}`)).statusCode).toBe(200);
    await expectSearchAsText('schn');
    await expectSearchAsText('schnab');
    await expectTermCounts();
    // A new version under another patient name: the old name finds it no more.
    await uploadOne(`${WEBER_LIS}_20280010_Vogel_Ida.pdf`);
    await expectSearchAsText('schn');
    await expectSearchAsText('schnab');
    await expectSearchAsText('vogel ida');
    await expectSearchAsText('vogel');
    expect((await labor.delete(`/api/befunde/${made[1]?.id}`)).statusCode).toBe(204);
    await expectSearchAsText('schn');
    await expectSearchAsText('schnorr');
    expect(await termsOf(made[1]?.id)).toEqual([]);
    await expectTermCounts();
  });

  it('deletes a report: row, file, audit entry, and the doctor hears of it', async () => {
    const report = await uploadOne(`${WEBER_LIS}_20260050_Kraus_Eva.pdf`);
    expect((await labor.delete(`/api/befunde/${report.id}`)).statusCode).toBe(204);
    expect((await weber.get(`/api/befunde/${report.id}`)).statusCode).toBe(404);
    expect((await auditOf(report.id)).map((entry) => entry.action)).toEqual(['upload', 'delete']);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'report.deleted'));
    expect(notes.map((note) => note.data)).toContainEqual({ params: { befundId: '20260050' } });
  });

  it('expires reports older than six months with their files, in the audit log', async () => {
    const report = await uploadOne(`${WEBER_LIS}_20260060_Alt_Otto.pdf`);
    const old = new Date(t.clock.now());
    old.setUTCMonth(old.getUTCMonth() - 6);
    old.setUTCDate(old.getUTCDate() - 1);
    await t.database.db.update(reports).set({ createdAt: old }).where(eq(reports.id, report.id));
    const expired = await expireReports({
      db: t.database.db,
      reportFiles: t.app.reportFiles,
      now: t.clock.now,
    });
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(reports).where(eq(reports.id, report.id))).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(reportAuditLog)
      .where(and(eq(reportAuditLog.reportId, report.id), eq(reportAuditLog.action, 'expire')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBeNull();
  });
});
