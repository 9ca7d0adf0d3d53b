import readXlsxFile from 'read-excel-file/universal';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  IEC_SELECTION_FEED_ID,
  iecLexiconEntryListSchema,
  iecSubstanceGroupListSchema,
  iecSubstanceListSchema,
  type IecSubstanceGroupRecord,
  type IecSubstanceRecord,
} from '../../../src/contract/iec';
import { lexiconSearchResponseSchema } from '../../../src/contract/search';
import { IEC_XLSX_HEADER_ROW } from '../../../src/shared/iecDocuments';
import { pdfText } from '../../testing/pdf';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const SUBSTANCE = {
  group_id: 0,
  name: { de: 'Testsubstanz', en: 'Test substance' },
  synonyms: ['TS-1'],
  cas: '7439-97-6',
  info: { de: 'Eine Substanz für Tests.', en: 'A substance for tests.' },
  source_ids: [] as number[],
};

describe.each(testDatabases())('iEC catalogue, lexicon and tool on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;
  let labor: TestAgent;
  let weber: TestAgent;
  let klein: TestAgent;
  let groups: IecSubstanceGroupRecord[];
  let substances: IecSubstanceRecord[];

  const named = (name: string) => {
    const found = substances.find((item) => item.name.de === name);
    if (!found) throw new Error(`no demo substance ${name}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    groups = iecSubstanceGroupListSchema.parse((await weber.get('/api/iec/substance-groups')).json()).data;
    substances = iecSubstanceListSchema.parse((await weber.get('/api/iec/substances')).json()).data;
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  it('seeds the demo catalogue: at least 150 substances in at least 10 groups, with sources', async () => {
    expect(groups.length).toBeGreaterThanOrEqual(10);
    expect(substances.length).toBeGreaterThanOrEqual(150);
    expect(groups.flatMap((group) => group.substance_ids).sort()).toEqual(substances.map((s) => s.id).sort());
    expect(named('Quecksilber')).toMatchObject({ name: { en: 'Mercury' }, cas: '7439-97-6' });
    expect(named('Quecksilber').source_ids.length).toBeGreaterThan(0);
    const lexicon = iecLexiconEntryListSchema.parse((await weber.get('/api/wiki/iec')).json()).data;
    expect(lexicon.length).toBeGreaterThanOrEqual(20);
  });

  describe('who may read and write (content permission)', () => {
    const reads = ['/api/iec/substances', '/api/iec/substance-groups', '/api/iec/sources', '/api/wiki/iec'];

    it('answers 401 to a guest, reads and writes alike', async () => {
      const anonymous = await guest(t.app);
      for (const path of reads) expect((await anonymous.get(path)).statusCode, path).toBe(401);
      expect((await anonymous.post('/api/iec/sources', { citation: 'X' })).statusCode).toBe(401);
      expect((await anonymous.put('/api/iec/selection', { substance_ids: [] })).statusCode).toBe(401);
      expect((await anonymous.post('/api/iec/results/generate', { substance_ids: [1] })).statusCode).toBe(
        401,
      );
    });

    it('lets doctors read everything but write nothing (403)', async () => {
      for (const path of reads) expect((await weber.get(path)).statusCode, path).toBe(200);
      const id = named('Blei').id;
      expect((await weber.get(`/api/iec/substances/${id}`)).statusCode).toBe(200);
      const writes = [
        weber.post('/api/iec/sources', { citation: 'Eine Quelle' }),
        weber.put(`/api/iec/substances/${id}`, { ...SUBSTANCE, group_id: named('Blei').group_id }),
        weber.delete(`/api/iec/substances/${id}`),
        weber.post('/api/iec/substance-groups', { title: { de: 'Neu', en: 'New' } }),
        weber.delete(`/api/iec/substance-groups/${named('Blei').group_id}`),
        weber.post('/api/wiki/iec', { term: { de: 'A', en: 'A' }, definition: { de: 'B', en: 'B' } }),
      ];
      for (const response of await Promise.all(writes)) expect(response.statusCode, response.body).toBe(403);
    });

    it('lets content staff (Labor and Admin) create, edit and delete', async () => {
      for (const agent of [labor, admin]) {
        const source = await agent.post('/api/iec/sources', { citation: 'Testquelle, Ausgabe 2026' });
        expect(source.statusCode, source.body).toBe(201);
        const sourceId = source.json().data.id as number;
        const created = await agent.post('/api/iec/substances', {
          ...SUBSTANCE,
          group_id: groups[0]?.id,
          source_ids: [sourceId],
        });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().data.id as number;
        expect(created.json().data).toMatchObject({ cas: '7439-97-6', source_ids: [sourceId] });
        const edited = await agent.put(`/api/iec/substances/${id}`, {
          ...SUBSTANCE,
          group_id: groups[1]?.id,
          name: { de: 'Geänderte Substanz', en: 'Changed substance' },
          cas: '',
        });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json().data).toMatchObject({ group_id: groups[1]?.id, cas: null, source_ids: [] });
        expect((await agent.delete(`/api/iec/substances/${id}`)).statusCode).toBe(204);
        expect((await agent.get(`/api/iec/substances/${id}`)).statusCode).toBe(404);
        expect((await agent.delete(`/api/iec/sources/${sourceId}`)).statusCode).toBe(204);
      }
    });
  });

  describe('validation (422 with the field texts)', () => {
    it('names each missing or malformed field of a substance', async () => {
      const response = await labor.post('/api/iec/substances', {
        group_id: groups[0]?.id,
        name: { de: '', en: 'x'.repeat(121) },
        cas: '7439-97-5',
        info: { de: 'Text' },
        synonyms: ['ok', ''],
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toMatchObject({
        'name.de': ['Dies ist ein Pflichtfeld.'],
        'name.en': ['Max. 120 Zeichen.'],
        cas: ['Bitte geben Sie eine gültige CAS-Nummer an (z. B. 7439-97-6).'],
        'info.en': ['Dies ist ein Pflichtfeld.'],
        'synonyms.1': ['Höchstens 20 Synonyme mit je max. 120 Zeichen.'],
      });
    });

    it('refuses unknown groups, sources and substances by field, in the request language', async () => {
      const unknownGroup = await labor.post('/api/iec/substances', { ...SUBSTANCE, group_id: 999_999 });
      expect(unknownGroup.statusCode).toBe(422);
      expect(unknownGroup.json().errors).toEqual({ group_id: ['Diese Substanzgruppe gibt es nicht.'] });
      const unknownSource = await labor.post(
        '/api/iec/substances',
        { ...SUBSTANCE, group_id: groups[0]?.id, source_ids: [999_999] },
        { 'accept-language': 'en' },
      );
      expect(unknownSource.json().errors).toEqual({ source_ids: ['This source does not exist.'] });
      const entry = await labor.post('/api/wiki/iec', {
        term: { de: 'Begriff', en: 'Term' },
        definition: { de: 'Erklärung', en: 'Explanation' },
        substance_id: 999_999,
      });
      expect(entry.json().errors).toEqual({ substance_id: ['Diese Substanz gibt es nicht.'] });
      const citation = await labor.post('/api/iec/sources', { citation: '   ' });
      expect(citation.json().errors).toEqual({ citation: ['Dies ist ein Pflichtfeld.'] });
    });

    it('keeps every substance in a group: a group cannot drop one, nor be deleted while it has any', async () => {
      const group = groups[2];
      if (!group) throw new Error('no group');
      const dropping = await labor.put(`/api/iec/substance-groups/${group.id}`, {
        title: group.title,
        substances: group.substance_ids.slice(1),
      });
      expect(dropping.statusCode).toBe(422);
      expect(dropping.json().errors.substances).toHaveLength(1);
      const deleting = await labor.delete(`/api/iec/substance-groups/${group.id}`);
      expect(deleting.statusCode).toBe(409);
      expect(deleting.json().message).toBe(
        'Die Gruppe enthält noch Substanzen. Verschieben oder löschen Sie diese zuerst.',
      );
    });

    it('moves substances between groups with the group edit, and deletes an empty group', async () => {
      const created = await labor.post('/api/iec/substance-groups', {
        title: { de: 'Neue Gruppe', en: 'New group' },
        position: 99,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const moved = named('Gold');
      const edited = await labor.put(`/api/iec/substance-groups/${id}`, {
        title: { de: 'Edelmetalle', en: 'Precious metals' },
        substances: [moved.id],
      });
      expect(edited.json().data).toMatchObject({ title: { de: 'Edelmetalle' }, substance_ids: [moved.id] });
      await labor.put(`/api/iec/substances/${moved.id}`, {
        group_id: moved.group_id,
        name: moved.name,
        synonyms: moved.synonyms,
        cas: moved.cas,
        info: moved.info,
        source_ids: moved.source_ids,
      });
      expect((await labor.delete(`/api/iec/substance-groups/${id}`)).statusCode).toBe(204);
    });
  });

  describe('documents of a selection', () => {
    it('generates a PDF with the laboratory, the date and the selected substances by group, in the user language', async () => {
      const ids = [named('Quecksilber').id, named('Glyphosat').id, named('Bisphenol A').id];
      const response = await weber.post('/api/iec/results/generate', { substance_ids: ids });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="iEC-Auswahl_\d{4}-\d{2}-\d{2}\.pdf"/,
      );
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(t.config.labName);
      expect(text).toContain('iEC-Auswahl');
      for (const name of [
        'Quecksilber',
        'Glyphosat',
        'Bisphenol A',
        'Metalle und Halbmetalle',
        'Pestizide',
      ]) {
        expect(text).toContain(name);
      }
      expect(text).not.toContain('Cadmium');
      expect(text).toContain('[1] ');

      const english = await weber.post(
        '/api/iec/results/generate',
        { substance_ids: ids },
        { 'accept-language': 'en' },
      );
      const englishText = await pdfText(english.rawPayload);
      expect(englishText).toContain('Mercury');
      expect(englishText).toContain('iEC selection');
    });

    it('writes an Excel file with one row per selected substance, read back with the same library', async () => {
      const ids = [named('Blei').id, named('Cadmium').id, named('Linalool').id, named('Aflatoxin B1').id];
      const response = await weber.post('/api/iec/results/excel', { substance_ids: ids });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const bytes = new Uint8Array(response.rawPayload);
      const [selection, sources] = await readXlsxFile(bytes.buffer);
      const rows = (selection?.data ?? []).slice(IEC_XLSX_HEADER_ROW);
      // Groups in their order (metals first, then mycotoxins, then fragrances), names sorted within.
      expect(rows.map((row) => row[1])).toEqual(['Blei', 'Cadmium', 'Aflatoxin B1', 'Linalool']);
      expect(rows.find((row) => row[1] === 'Blei')?.[2]).toBe('7439-92-1');
      expect(selection?.data[0]?.[0]).toBe(t.config.labName);
      expect((sources?.data.length ?? 0) - 1).toBeGreaterThan(0);
    });

    it('refuses an empty selection and unknown substances (422)', async () => {
      const empty = await weber.post('/api/iec/results/excel', { substance_ids: [] });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ substance_ids: ['Bitte wählen Sie mindestens eine Substanz.'] });
      const unknown = await weber.post('/api/iec/results/generate', { substance_ids: [999_999] });
      expect(unknown.json().errors).toEqual({ substance_ids: ['Diese Substanz gibt es nicht.'] });
    });
  });

  describe('the lexicon', () => {
    it('filters by initial letter in the request language, umlauts under their base letter', async () => {
      const terms = async (query: string, language = 'de') =>
        iecLexiconEntryListSchema
          .parse((await weber.get(`/api/wiki/iec?${query}`, { 'accept-language': language })).json())
          .data.map((entry) => (language === 'de' ? entry.term.de : entry.term.en));
      const h = await terms('letter=h');
      expect(h).toEqual(expect.arrayContaining(['Halbwertszeit', 'HBM-Wert', 'Human-Biomonitoring']));
      expect(h.every((term) => term.startsWith('H'))).toBe(true);
      expect(await terms('letter=W', 'en')).toEqual(['Whole blood, serum and plasma']);
      expect((await weber.get('/api/wiki/iec?letter=ab')).statusCode).toBe(422);
    });

    it("answers the definitions of the selected substances (the tool's optional info)", async () => {
      const response = await weber.post('/api/wiki/iec/definitions', {
        substance_ids: [named('Quecksilber').id, named('Cadmium').id],
      });
      expect(response.statusCode, response.body).toBe(200);
      const entries = iecLexiconEntryListSchema.parse(response.json()).data;
      expect(entries.map((entry) => entry.substance_id)).toEqual([named('Quecksilber').id]);
    });
  });

  describe('search', () => {
    const search = async (path: string, term: string, language = 'de') => {
      const response = await weber.post(path, { search: term }, { 'accept-language': language });
      expect(response.statusCode, response.body).toBe(200);
      return lexiconSearchResponseSchema.parse(response.json()).data;
    };
    const names = (hits: { name: { text: string }[] }[]) =>
      hits.map((hit) => hit.name.map((s) => s.text).join(''));

    it('finds a substance by part of its name, in either language', async () => {
      expect(names(await search('/api/search/iec', 'Quecksilb'))).toContain('Quecksilber');
      expect(names(await search('/api/search/iec', 'mercur', 'en'))).toContain('Mercury');
    });

    it('finds a substance by synonym and by CAS number, with the match marked', async () => {
      const hits = await search('/api/search/iec', 'PFOA');
      expect(names(hits)).toContain('Perfluoroctansäure');
      const hit = hits.find((item) => names([item])[0] === 'Perfluoroctansäure');
      expect(hit?.detail.filter((s) => s.match).map((s) => s.text)).toEqual(['PFOA']);
      expect(names(await search('/api/search/iec', '7440-43-9'))).toEqual(['Cadmium']);
    });

    it('finds lexicon entries by term, with the substance they explain', async () => {
      const hits = await search('/api/search/wiki', 'Biomonitor');
      expect(names(hits)).toContain('Human-Biomonitoring');
      const mercury = (await search('/api/search/wiki', 'Quecksilber')).find(
        (hit) => hit.substance_id !== null,
      );
      expect(mercury?.substance_id).toBe(named('Quecksilber').id);
    });
  });

  describe('the change feed and the selection', () => {
    it('mirrors the catalogue to a doctor (scope all) and their own selection only', async () => {
      const put = await weber.put('/api/iec/selection', {
        substance_ids: [named('Blei').id, named('Nickel').id],
      });
      expect(put.statusCode, put.body).toBe(200);
      const snapshot = await bootstrap(weber, 500);
      const of = (entity: string) => snapshot.rows.filter((row) => row.entity === entity);
      expect(of('iecSubstance').length).toBe(substances.length);
      expect(of('iecSubstanceGroup').length).toBe(groups.length);
      expect(of('iecSource').length).toBeGreaterThanOrEqual(20);
      expect(of('iecLexiconEntry').length).toBeGreaterThanOrEqual(20);
      expect(of('iecSelection')).toEqual([
        {
          entity: 'iecSelection',
          id: IEC_SELECTION_FEED_ID,
          data: expect.objectContaining({ substance_ids: [named('Blei').id, named('Nickel').id] }),
        },
      ]);
      const other = await bootstrap(klein, 500);
      expect(other.rows.find((row) => row.entity === 'iecSelection')?.data).toMatchObject({
        substance_ids: [],
      });
    });

    it('delivers edits and deletions of content to a doctor, and drops a deleted substance from selections', async () => {
      const { cursor } = await bootstrap(weber, 500);
      const source = await labor.post('/api/iec/sources', { citation: 'Quelle zum Löschen' });
      const created = await labor.post('/api/iec/substances', {
        ...SUBSTANCE,
        group_id: groups[0]?.id,
        source_ids: [source.json().data.id],
      });
      const id = created.json().data.id as number;
      await weber.put('/api/iec/selection', { substance_ids: [named('Blei').id, id] });
      const first = await pullAll(weber, cursor);
      expect(first.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ entity: 'iecSubstance', id: String(id), op: 'put' }),
          expect.objectContaining({ entity: 'iecSubstanceGroup', id: String(groups[0]?.id), op: 'put' }),
        ]),
      );

      expect((await labor.delete(`/api/iec/substances/${id}`)).statusCode).toBe(204);
      const second = await pullAll(weber, first.cursor);
      expect(second.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ entity: 'iecSubstance', id: String(id), op: 'del' }),
          expect.objectContaining({
            entity: 'iecSelection',
            id: IEC_SELECTION_FEED_ID,
            op: 'put',
            data: expect.objectContaining({ substance_ids: [named('Blei').id] }),
          }),
        ]),
      );
    });

    it('replays a selection PUT to the same state, and answers 409 with a clear message when a substance is gone', async () => {
      const body = { substance_ids: [named('Zink').id, named('Zink').id, named('Selen').id] };
      const headers = { 'idempotency-key': '6f1f4f38-7e0c-4d0e-9a52-6f0a1c1e0b11' };
      const first = await klein.put('/api/iec/selection', body, headers);
      const again = await klein.put('/api/iec/selection', body, headers);
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(first.json().data.substance_ids).toEqual([named('Zink').id, named('Selen').id]);

      const stale = await klein.put('/api/iec/selection', { substance_ids: [named('Zink').id, 999_999] });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        message:
          'Einige ausgewählte Substanzen gibt es nicht mehr. Bitte prüfen Sie Ihre Auswahl und senden Sie sie erneut.',
        missing: [999_999],
      });
      expect((await klein.get('/api/iec/selection')).json().data.substance_ids).toEqual([
        named('Zink').id,
        named('Selen').id,
      ]);
    });
  });
});
