import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { BACKEND_MESSAGES_CHANNEL } from '../realtime/realtime';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { IMMUTABLE_CACHE_CONTROL } from './staticApp';

describe.each(testDatabases())('Cache-Control on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let root: string;
  let withStatic: App;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    root = mkdtempSync(join(tmpdir(), 'kc-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Kundencenter</title>');
    writeFileSync(join(root, 'assets', 'index-3f9a1c.js'), 'console.log(1);');
    withStatic = await buildApp({ config: t.config, database: t.database, logger: false, staticRoot: root });
  });
  afterAll(async () => {
    await withStatic?.close();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/api/auth/user',
    '/api/befunde',
    '/api/reports/demands',
    '/api/notifications',
    '/api/sync/bootstrap',
    '/api/config',
  ])('answers GET %s with no-store', async (url) => {
    const response = await weber.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with the errors and the session answers too', async () => {
    const answers = [
      await t.app.inject('/api/auth/user'),
      await weber.get('/api/befunde/user/999999999'),
      await weber.get('/api/no-such-route'),
      await weber.post('/broadcasting/auth', { socket_id: '1.2', channel_name: BACKEND_MESSAGES_CHANNEL }),
      await weber.post('/api/user/confirm-password', { password: 'falsch' }),
      await (await guest(t.app)).post('/login', { username: 'dr.weber', password: 'falsch' }),
      await t.app.inject('/sanctum/csrf-cookie'),
      await t.app.inject('/dev/mails.json'),
      await t.app.inject('/metrics'),
    ];
    for (const response of answers) {
      expect(response.headers['cache-control'], `${response.statusCode} ${response.body}`).toBe('no-store');
    }
  });

  it("leaves the built app's files their own headers", async () => {
    const asset = await withStatic.inject('/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect((await withStatic.inject('/')).headers['cache-control']).toBe('no-cache');
    expect((await withStatic.inject('/api/config')).headers['cache-control']).toBe('no-store');
  });
});
