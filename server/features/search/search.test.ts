import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DOCTOR_PERMISSIONS } from '../../../src/contract/permissions';
import {
  searchResponseSchema,
  searchWords,
  type SearchHit,
  type SearchKind,
} from '../../../src/contract/search';
import { reportDemands, reports, type ReportRow } from '../../platform/db/schema';
import { userIdOf } from '../../testing/reports';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { openTicket, uuidOf } from '../../testing/tickets';
import { testDatabases } from '../../testing/testDatabases';
import { searchAll } from './searchHits';

const plain = (hit: SearchHit | undefined, part: 'title' | 'detail' = 'title') =>
  (hit?.[part] ?? []).map((segment) => segment.text).join('');
const marked = (hit: SearchHit | undefined, part: 'title' | 'detail' = 'title') =>
  (hit?.[part] ?? []).filter((segment) => segment.match).map((segment) => segment.text);

describe.each(testDatabases())('global search on $kind', (testDatabase) => {
  let t: TestApp;
  let labor: TestAgent;
  let admin: TestAgent;
  let weber: TestAgent;
  let sommer: ReportRow;
  let sommerfeld: ReportRow;
  let kleins: ReportRow;

  const search = async (agent: TestAgent, term: string) => {
    const response = await agent.post('/api/search', { search: term });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.strict().parse(response.json()).data;
  };
  const ofKind = (hits: SearchHit[], kind: SearchKind) => hits.filter((hit) => hit.kind === kind);

  const addReport = async (doctor: string, befundId: string, nachname: string, vorname: string) => {
    const [row] = await t.database.db
      .insert(reports)
      .values({
        befundId,
        userId: await userIdOf(t.database.db, doctor),
        patientData: { nachname, vorname, geburtsdatum: '1970-01-01' },
        filename: `${befundId}.pdf`,
        fileKey: `test/${befundId}`,
        fileSize: 1,
      })
      .returning();
    if (!row) throw new Error('no report');
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    admin = await signIn(t, 'admin');
    weber = await signIn(t, 'dr.weber');
    sommerfeld = await addReport('dr.weber', 'Q14-0001', 'Sommerfeld', 'Lena');
    sommer = await addReport('dr.weber', 'Q14-0002', 'Sommer', 'Anna');
    kleins = await addReport('dr.klein', 'Q14-0003', 'Großmüller', 'Jörg');
    await addReport('dr.klein', 'Q14-0004', 'Özdemir', 'Ayşe');
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  it('refuses doctors: they get no global search (spec §6)', async () => {
    const response = await weber.post('/api/search', { search: 'Sommer' });
    expect(response.statusCode).toBe(403);
  });

  it('starts only with more than one character (spec §9): one character is a 422 with the field message', async () => {
    const response = await labor.post('/api/search', { search: 'S' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ search: ['Mindestens 2 Zeichen.'] });
    const blanks = await labor.post('/api/search', { search: '  a  ' });
    expect(blanks.statusCode).toBe(422);
    expect((await labor.post('/api/search', {})).statusCode).toBe(422);
  });

  it('finds partial names by trigram: "Somm" finds Sommer and Sommerfeld, the closer name first', async () => {
    const hits = ofKind(await search(labor, 'Somm'), 'report');
    expect(hits.map((hit) => hit.id)).toEqual(
      expect.arrayContaining([String(sommer.id), String(sommerfeld.id)]),
    );
    const exact = ofKind(await search(labor, 'Sommer'), 'report');
    expect(exact[0]?.id).toBe(String(sommer.id));
    expect(exact.map((hit) => hit.id)).toContain(String(sommerfeld.id));
    expect(plain(exact[0])).toBe('Sommer, Anna');
    expect(marked(exact[0])).toEqual(['Sommer']);
    expect(plain(exact[0], 'detail')).toBe('Q14-0002');
  });

  it('finds by reference number, every word of the search', async () => {
    const hits = ofKind(await search(labor, 'q14-0003'), 'report');
    expect(hits.map((hit) => hit.id)).toEqual([String(kleins.id)]);
    expect(marked(hits[0], 'detail')).toEqual(['Q14-0003']);
    expect(ofKind(await search(labor, 'Sommer Anna'), 'report').map((hit) => hit.id)).toEqual([
      String(sommer.id),
    ]);
  });

  it('matches umlauts: typed as written, in capitals, and without them (german configuration)', async () => {
    expect(ofKind(await search(labor, 'müller'), 'report').map((hit) => hit.id)).toEqual([String(kleins.id)]);
    // The german configuration folds 'ß' to 'ss' and umlauts to their base letter.
    expect(ofKind(await search(labor, 'GROSSMÜLLER'), 'report').map((hit) => hit.id)).toEqual([
      String(kleins.id),
    ]);
    expect(ofKind(await search(labor, 'großmüller'), 'report').map((hit) => hit.id)).toEqual([
      String(kleins.id),
    ]);
    expect(ofKind(await search(labor, 'özd'), 'report')).toHaveLength(1);
    const stem = ofKind(await search(labor, 'Großmuller'), 'report');
    expect(stem.map((hit) => hit.id)).toEqual([String(kleins.id)]);
    expect(marked(stem[0])).toEqual(['Großmüller']);
  });

  it("shows staff every doctor's reports, and doctors, offices by name or city", async () => {
    const doctors = ofKind(await search(labor, 'Weber'), 'doctor');
    expect(doctors.map((hit) => plain(hit))).toEqual([expect.stringContaining('Katharina Weber')]);
    expect(plain(doctors[0], 'detail')).toBe('A-100483 · Köln');
    const offices = ofKind(await search(labor, 'Schwabing'), 'office');
    expect(offices.map((hit) => plain(hit))).toEqual(['Internistische Gemeinschaftspraxis Schwabing']);
    // Staff (the lab) see both doctors' reports.
    expect(ofKind(await search(admin, 'Q14'), 'report')).toHaveLength(4);
  });

  it('finds tickets by whole words and their stems, only those the caller may see (seesTicket)', async () => {
    const ticket = await openTicket(weber, await uuidOf(t.database.db, 'labor'), {
      subject: 'Fehlende Befunde der Nachbarpraxis',
      content: 'Die Laborwerte von gestern sind noch nicht angekommen.',
    });
    const hits = ofKind(await search(labor, 'Befund'), 'ticket');
    expect(hits.map((hit) => hit.uuid)).toEqual([ticket.uuid]);
    expect(marked(hits[0])).toEqual(['Befund']);
    expect(ofKind(await search(labor, 'angekommen'), 'ticket')).toHaveLength(1);
  });

  it('finds demands by patient through the demand visibility rule', async () => {
    await t.database.db.insert(reportDemands).values({
      reportId: sommer.id,
      befundId: sommer.befundId,
      patientData: sommer.patientData,
      doctorId: await userIdOf(t.database.db, 'dr.weber'),
      contactPersonId: await userIdOf(t.database.db, 'labor'),
      subject: 'general',
    });
    const hits = ofKind(await search(labor, 'Sommer Anna'), 'demand');
    expect(hits.map((hit) => plain(hit))).toEqual(['Sommer, Anna']);
  });

  it("applies every kind's visibility rule, should the gate ever let a doctor search", async () => {
    const db = t.database.db;
    await openTicket(labor, await uuidOf(db, 'dr.klein'), { subject: 'Rückfrage Sommerfeld Klein' });
    const viewer = { id: await userIdOf(db, 'dr.klein'), permissions: [...DOCTOR_PERMISSIONS] };
    const hits = await searchAll(db, viewer, { search: 'Sommer', words: searchWords('Sommer') });
    // Dr. Weber's reports, demand and ticket stay hers; doctors and offices need staff permissions.
    expect(hits.map((hit) => hit.kind)).toEqual(['ticket']);
    const own = await searchAll(db, viewer, { search: 'Q14', words: searchWords('Q14') });
    expect(own.map((hit) => plain(hit, 'detail')).sort()).toEqual(['Q14-0003', 'Q14-0004']);
  });

  it('searches the iEC substances and lexicon for everyone signed in, validated like the global search', async () => {
    // Doctors get no global search, but the iEC tool and lexicon are theirs (issue 16; server/features/iec/iec.test.ts).
    for (const path of ['/api/search/wiki', '/api/search/iec']) {
      const response = await weber.post(path, { search: 'Blei' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.length).toBeGreaterThan(0);
      expect((await weber.post(path, { search: 'E' })).statusCode).toBe(422);
    }
  });
});
