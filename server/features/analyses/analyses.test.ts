import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  analysisListResponseSchema,
  analysisProfileListResponseSchema,
  analysisRecordSchema,
  type AnalysisInput,
  type AnalysisRecord,
} from '../../../src/contract/analyses';
import { expandProfile } from '../../../src/contract/analysisRules';
import { Permission, RoleName } from '../../../src/contract/permissions';
import { permissions, rolePermissions, roles } from '../../platform/db/schema';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { analysesById, profilesById } from '.';

const NEW_ANALYSIS: AnalysisInput = {
  code: 'TEST1',
  loinc: '2345-7',
  name: 'Testanalyse',
  name_en: 'Test analysis',
  group: 'Klinische Chemie',
  group_en: 'Clinical chemistry',
  material: 'serum',
  tube: 'serum',
  volume_ml: 0.5,
  stability_hours: 48,
  transport: 'cooled',
  note: 'Gekühlt einsenden.',
  note_en: 'Send cooled.',
  billing: ['private', 'self_pay'],
};

describe.each(testDatabases())('the catalogue of analyses on $kind', (testDatabase) => {
  let t: TestApp;
  let labor: TestAgent;
  let weber: TestAgent;

  const list = async (agent: TestAgent, query = '') => {
    const response = await agent.get(`/api/analyses?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return analysisListResponseSchema.parse(response.json());
  };
  const byCode = async (code: string): Promise<AnalysisRecord> => {
    const { data } = await list(labor, `search=${code}&perPage=100`);
    const found = data.find((record) => record.code === code);
    if (!found) throw new Error(`no analysis ${code}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  describe('the list', () => {
    it('pages the whole catalogue in the list envelope, by group and name', async () => {
      const first = await list(labor, 'perPage=10');
      expect(first.data).toHaveLength(10);
      expect(first.meta).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
      expect(first.meta.total).toBeGreaterThanOrEqual(110);
      const last = await list(labor, `perPage=10&page=${first.meta.last_page}`);
      expect(last.meta.to).toBe(first.meta.total);
      // Group by group (the order within follows the database's collation).
      const all = await list(labor, 'perPage=100&page=1');
      const groups = all.data
        .map((record) => record.group)
        .filter((group, i, names) => group !== names[i - 1]);
      expect(groups).toEqual([...new Set(groups)]);
    });

    it('searches code, LOINC and both names, without case, taking % and _ literally', async () => {
      expect((await list(weber, 'search=hba1c')).data.map((record) => record.code)).toContain('HBA1C');
      expect((await list(weber, 'search=718-7')).data.map((record) => record.code)).toEqual(['HB']);
      expect((await list(weber, 'search=Haemoglobin')).data.map((record) => record.code)).toContain('HB');
      expect((await list(weber, 'search=Hämoglobin')).data.map((record) => record.code)).toContain('HB');
      expect((await list(weber, 'search=%25')).meta.total).toBe(0);
      expect((await list(weber, 'search=_')).meta.total).toBe(0);
    });

    it('filters by group', async () => {
      const thyroid = await list(weber, `group=${encodeURIComponent('Schilddrüse')}`);
      expect(thyroid.data.length).toBeGreaterThanOrEqual(3);
      expect(new Set(thyroid.data.map((record) => record.group))).toEqual(new Set(['Schilddrüse']));
    });

    it('lists withdrawn analyses to content staff only', async () => {
      const staff = await list(labor, 'withdrawn=true');
      expect(staff.data.map((record) => record.code).sort()).toEqual(['CKMB', 'MYO']);
      expect((await list(labor, 'perPage=100&search=CK')).data.map((r) => r.code)).toContain('CKMB');
      expect((await list(weber, 'withdrawn=true')).meta.total).toBe(0);
      expect((await list(weber, 'perPage=100&search=CK')).data.map((r) => r.code)).not.toContain('CKMB');
      const hidden = await byCode('CKMB');
      expect((await weber.get(`/api/analyses/${hidden.id}`)).statusCode).toBe(404);
      expect((await labor.get(`/api/analyses/${hidden.id}`)).statusCode).toBe(200);
    });

    it('refuses a page size outside the list sizes with a 422', async () => {
      const response = await weber.get('/api/analyses?perPage=7');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('perPage');
    });
  });

  describe('who may do what', () => {
    it('lets a doctor read the catalogue and the profiles but change nothing (403)', async () => {
      const hb = await byCode('HB');
      expect((await weber.get(`/api/analyses/${hb.id}`)).statusCode).toBe(200);
      expect((await weber.get('/api/analyses/profiles')).statusCode).toBe(200);
      const [profile] = analysisProfileListResponseSchema.parse(
        (await weber.get('/api/analyses/profiles')).json(),
      ).data;
      const writes = [
        weber.post('/api/analyses', NEW_ANALYSIS),
        weber.put(`/api/analyses/${hb.id}`, { ...NEW_ANALYSIS, code: 'HB' }),
        weber.delete(`/api/analyses/${hb.id}`),
        weber.post(`/api/analyses/${hb.id}/restore`),
        weber.post('/api/analyses/profiles', { code: 'P-X', name: 'X', name_en: 'X', analysis_ids: [hb.id] }),
        weber.put(`/api/analyses/profiles/${profile?.id}`, {
          code: 'P-X',
          name: 'X',
          name_en: 'X',
          analysis_ids: [hb.id],
        }),
        weber.delete(`/api/analyses/profiles/${profile?.id}`),
        weber.post(`/api/analyses/profiles/${profile?.id}/restore`),
      ];
      for (const response of await Promise.all(writes)) expect(response.statusCode, response.body).toBe(403);
      expect((await byCode('HB')).withdrawn_at).toBeNull();
    });

    it('answers 401 to a guest', async () => {
      const anonymous = await guest(t.app);
      expect((await anonymous.get('/api/analyses')).statusCode).toBe(401);
      expect((await anonymous.get('/api/analyses/profiles')).statusCode).toBe(401);
    });

    it('lets content staff create and edit an analysis', async () => {
      const created = await labor.post('/api/analyses', NEW_ANALYSIS);
      expect(created.statusCode, created.body).toBe(201);
      const record = analysisRecordSchema.parse(created.json().data);
      expect(record).toMatchObject({ code: 'TEST1', volume_ml: 0.5, billing: ['private', 'self_pay'] });
      const edited = await labor.put(`/api/analyses/${record.id}`, {
        ...NEW_ANALYSIS,
        name: 'Geänderte Analyse',
        note: '',
        loinc: null,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ name: 'Geänderte Analyse', note: null, loinc: null });
      expect((await weber.get(`/api/analyses/${record.id}`)).json().data.name).toBe('Geänderte Analyse');
    });
  });

  describe('bad input', () => {
    it('refuses a code the catalogue has, whatever its case, on `code`', async () => {
      const taken = await labor.post('/api/analyses', { ...NEW_ANALYSIS, code: 'hb' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ code: ['Diesen Code gibt es im Katalog bereits.'] });
      const tsh = await byCode('TSH');
      const renamed = await labor.put(
        `/api/analyses/${tsh.id}`,
        { ...NEW_ANALYSIS, code: 'FT4' },
        { 'accept-language': 'en' },
      );
      expect(renamed.json().errors).toEqual({ code: ['The catalogue already has this code.'] });
      expect((await byCode('TSH')).name).toBe(tsh.name);
    });

    it('names every field the form got wrong, in the request language', async () => {
      const response = await labor.post(
        '/api/analyses',
        {
          ...NEW_ANALYSIS,
          code: 'A B',
          loinc: '12',
          name: '',
          group: 'x'.repeat(121),
          volume_ml: 0,
          stability_hours: 1.5,
          billing: [],
          material: 'blood',
        },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toMatchObject({
        code: ['The code has at most 20 letters, digits, dots, hyphens or underscores.'],
        loinc: ['Please enter a LOINC code such as 718-7.'],
        name: ['Please enter a name (max. 120 characters).'],
        group: ['Please enter a group (max. 120 characters).'],
        volume_ml: ['Please enter a volume above 0, up to 100 ml.'],
        stability_hours: ['Please enter the stability in whole hours (1 to 744).'],
        billing: ['Please choose at least one billing category.'],
      });
      expect(response.json().errors).toHaveProperty('material');
    });

    it('refuses a profile naming an unknown or withdrawn analysis on `analysis_ids`', async () => {
      const tsh = await byCode('TSH');
      const ckmb = await byCode('CKMB');
      const profile = { code: 'P-NEW', name: 'Neu', name_en: 'New' };
      const unknown = await labor.post('/api/analyses/profiles', {
        ...profile,
        analysis_ids: [tsh.id, 999_999],
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ analysis_ids: ['Diese Analyse gibt es im Katalog nicht.'] });
      const withdrawn = await labor.post('/api/analyses/profiles', {
        ...profile,
        analysis_ids: [tsh.id, ckmb.id],
      });
      expect(withdrawn.json().errors).toEqual({
        analysis_ids: ['Ein Profil kann keine zurückgezogene Analyse enthalten.'],
      });
      const empty = await labor.post('/api/analyses/profiles', { ...profile, analysis_ids: [] });
      expect(empty.json().errors).toEqual({ analysis_ids: ['Bitte wählen Sie 1 bis 40 Analysen.'] });
      const taken = await labor.post('/api/analyses/profiles', {
        ...profile,
        code: 'p-sd',
        analysis_ids: [tsh.id],
      });
      expect(taken.json().errors).toEqual({ code: ['Diesen Code gibt es im Katalog bereits.'] });
    });

    it('answers 404 for an analysis or profile that does not exist', async () => {
      expect((await labor.get('/api/analyses/999999')).statusCode).toBe(404);
      expect((await labor.delete('/api/analyses/999999')).statusCode).toBe(404);
      expect((await labor.post('/api/analyses/profiles/999999/restore')).statusCode).toBe(404);
      expect((await labor.get('/api/analyses/abc')).statusCode).toBe(422);
    });
  });

  describe('withdraw and restore', () => {
    it('withdraws an analysis for the doctors’ devices and brings it back, through the feed', async () => {
      const start = await bootstrap(weber);
      const mirrored = start.rows.filter((row) => row.entity === 'analysis');
      const { meta } = await list(labor, 'perPage=10');
      expect(mirrored.length).toBe(meta.total);
      const crp = await byCode('CRP');

      expect((await labor.delete(`/api/analyses/${crp.id}`)).statusCode).toBe(204);
      const afterWithdraw = await pullAll(weber, start.cursor);
      const change = afterWithdraw.changes.find((c) => c.entity === 'analysis' && c.id === String(crp.id));
      expect(change).toMatchObject({
        op: 'put',
        data: { code: 'CRP', withdrawn_at: t.clock.now().toISOString() },
      });
      expect((await list(weber, 'search=CRP')).data.map((record) => record.code)).not.toContain('CRP');

      const restored = await labor.post(`/api/analyses/${crp.id}/restore`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data.withdrawn_at).toBeNull();
      const afterRestore = await pullAll(weber, afterWithdraw.cursor);
      expect(afterRestore.changes.find((c) => c.id === String(crp.id))).toMatchObject({
        entity: 'analysis',
        op: 'put',
        data: { withdrawn_at: null },
      });
    });

    it('withdraws a profile from the doctors’ list, keeps it for staff and restores it', async () => {
      const profiles = async (agent: TestAgent) =>
        analysisProfileListResponseSchema.parse((await agent.get('/api/analyses/profiles')).json()).data;
      const thyroid = (await profiles(labor)).find((profile) => profile.code === 'P-SD');
      if (!thyroid) throw new Error('no thyroid profile');
      expect((await labor.delete(`/api/analyses/profiles/${thyroid.id}`)).statusCode).toBe(204);
      expect((await profiles(weber)).map((profile) => profile.code)).not.toContain('P-SD');
      expect((await profiles(labor)).find((profile) => profile.code === 'P-SD')?.withdrawn_at).not.toBeNull();
      expect((await labor.post(`/api/analyses/profiles/${thyroid.id}/restore`)).statusCode).toBe(200);
      expect((await profiles(weber)).map((profile) => profile.code)).toContain('P-SD');
    });
  });

  describe('profiles', () => {
    it('lists the demo profiles with their analyses in order', async () => {
      const { data } = analysisProfileListResponseSchema.parse(
        (await weber.get('/api/analyses/profiles')).json(),
      );
      expect(data.map((profile) => profile.name)).toEqual(
        expect.arrayContaining([
          'Schilddrüse',
          'Diabetes',
          'Niere',
          'Leber',
          'Blutbild klein',
          'Lipidstatus',
        ]),
      );
      const thyroid = data.find((profile) => profile.code === 'P-SD');
      const codes = await analysesById(t.database.db, thyroid?.analysis_ids ?? []);
      expect(thyroid?.analysis_ids.map((id) => codes.get(id)?.code)).toEqual(['TSH', 'FT4', 'FT3']);
    });

    it('creates and edits a profile, and expands it without an analysis withdrawn since', async () => {
      const [tsh, ft4, ferr] = await Promise.all([byCode('TSH'), byCode('FT4'), byCode('FERR')]);
      const created = await labor.post('/api/analyses/profiles', {
        code: 'P-MUEDE',
        name: 'Müdigkeit',
        name_en: 'Fatigue',
        analysis_ids: [tsh.id, ft4.id, ferr.id],
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const edited = await labor.put(`/api/analyses/profiles/${id}`, {
        code: 'P-MUEDE',
        name: 'Müdigkeit',
        name_en: 'Fatigue',
        analysis_ids: [ferr.id, tsh.id],
      });
      expect(edited.json().data.analysis_ids).toEqual([ferr.id, tsh.id]);

      expect((await labor.delete(`/api/analyses/${ferr.id}`)).statusCode).toBe(204);
      const profile = (await profilesById(t.database.db, [id])).get(id);
      if (!profile) throw new Error('profile not read');
      const catalogue = await analysesById(t.database.db, profile.analysis_ids);
      expect(catalogue.get(ferr.id)?.withdrawn_at).not.toBeNull();
      expect(expandProfile(profile, catalogue).map((analysis) => analysis.code)).toEqual(['TSH']);
      expect((await labor.post(`/api/analyses/${ferr.id}/restore`)).statusCode).toBe(200);
    });
  });

  // Last: it takes the doctors' gate away.
  it('refuses reads with 403 and mirrors nothing to a user without any of the three permissions', async () => {
    const [doctorRole] = await t.database.db.select().from(roles).where(eq(roles.name, RoleName.doctor));
    const [gate] = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.name, Permission.createOrders));
    if (!doctorRole || !gate) throw new Error('seed incomplete');
    await t.database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, doctorRole.id), eq(rolePermissions.permissionId, gate.id)));
    const klein = await signIn(t, 'dr.klein');
    const hb = await byCode('HB');
    for (const path of ['/api/analyses', `/api/analyses/${hb.id}`, '/api/analyses/profiles']) {
      expect((await klein.get(path)).statusCode, path).toBe(403);
    }
    const snapshot = await bootstrap(klein);
    expect(snapshot.rows.some((row) => row.entity === 'analysis' || row.entity === 'analysisProfile')).toBe(
      false,
    );
    // A change to the catalogue reaches them, if at all, as a del.
    await labor.put(`/api/analyses/${hb.id}`, {
      ...NEW_ANALYSIS,
      code: 'HB',
      name: hb.name,
      group: hb.group,
    });
    const pulled = await pullAll(klein, snapshot.cursor);
    expect(pulled.changes.filter((change) => change.op === 'put' && change.entity === 'analysis')).toEqual(
      [],
    );
  });
});
