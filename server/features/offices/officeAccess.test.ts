import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

/** Every office route for every role (spec §6: list/show/create/edit offices; offices are admin only). */
describe.each(testDatabases())('who may read, create and edit offices on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;
  let labor: TestAgent;
  let weber: TestAgent;
  let officeId: number;
  const body = { name: 'Praxis Süd', bsnr: '111222333' };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
    officeId = (await admin.get('/api/praxen')).json().data[0].id;
  }, 60_000);
  afterAll(() => t?.close());

  it('answers guests 401 on every office route', async () => {
    const anyone = await guest(t.app);
    expect((await anyone.get('/api/praxen')).statusCode).toBe(401);
    expect((await anyone.get(`/api/praxen/${officeId}`)).statusCode).toBe(401);
    expect((await anyone.post('/api/praxen', body)).statusCode).toBe(401);
    expect((await anyone.put(`/api/praxen/${officeId}`, body)).statusCode).toBe(401);
  });

  it('refuses doctors every office route (403)', async () => {
    expect((await weber.get('/api/praxen')).statusCode).toBe(403);
    expect((await weber.get(`/api/praxen/${officeId}`)).statusCode).toBe(403);
    expect((await weber.post('/api/praxen', body)).statusCode).toBe(403);
    expect((await weber.put(`/api/praxen/${officeId}`, body)).statusCode).toBe(403);
  });

  it('lets staff read but not create or edit offices (403)', async () => {
    expect((await labor.get('/api/praxen')).statusCode).toBe(200);
    expect((await labor.get(`/api/praxen/${officeId}`)).statusCode).toBe(200);
    expect((await labor.post('/api/praxen', body)).statusCode).toBe(403);
    expect((await labor.put(`/api/praxen/${officeId}`, body)).statusCode).toBe(403);
  });

  it('lets administrators create and edit, with the field texts of the shared schema', async () => {
    const bad = await admin.post('/api/praxen', { name: '', bsnr: '12' }, { 'accept-language': 'de' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual(['Dies ist ein Pflichtfeld.']);
    expect(bad.json().errors.bsnr).toBeDefined();
    const created = await admin.post('/api/praxen', body);
    expect(created.statusCode).toBe(201);
    const edited = await admin.put(`/api/praxen/${created.json().data.uuid}`, {
      ...body,
      name: 'Praxis Süd-Ost',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Praxis Süd-Ost', bsnr: '111222333' });
  });
});
