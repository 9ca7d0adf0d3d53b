import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { IN_MEMORY, openDatabase, type Database } from '../db/database';
import { testConfig } from '../../testing/testConfig';

const INDEX = '<!doctype html><title>Kundencenter</title>';
const ENTRY = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;

describe('serving the built PWA', () => {
  let root: string;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'kc-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), INDEX);
    writeFileSync(join(root, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(join(root, 'index.html.gz'), gzipSync(INDEX));
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Kundencenter"}');
    writeFileSync(join(root, 'assets', 'index-3f9a1c.js'), 'console.log(1);');
    // As the build writes them (vite.config.ts): a .br and a .gz next to the entry script.
    writeFileSync(join(root, 'assets', 'entry-5b2e7d.js'), ENTRY);
    writeFileSync(join(root, 'assets', 'entry-5b2e7d.js.br'), brotliCompressSync(ENTRY));
    writeFileSync(join(root, 'assets', 'entry-5b2e7d.js.gz'), gzipSync(ENTRY));
    // The database is never queried here; an unmigrated in-memory one is enough.
    database = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: undefined });
    // CLIENT_DIR names the folder (each end-to-end shard serves a copy of its own).
    app = await buildApp({ config: { ...testConfig(), clientDir: root }, database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / and makes the browser revalidate it', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each(['/sw.js', '/manifest.webmanifest'])('makes the browser revalidate %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await app.inject('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/backend/reports', '/assets/missing.js', '/api/foo'])(
    'answers the unknown path %s with 404, not with the app',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Nicht gefunden.' });
    },
  );

  it('sends the precompressed brotli file to a browser that accepts br, immutable, varying on Accept-Encoding', async () => {
    const response = await app.inject({
      url: '/assets/entry-5b2e7d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY);
    // The build's file as it is, not compressed again per request.
    expect(response.rawPayload).toEqual(brotliCompressSync(ENTRY));
  });

  it.each(['br', 'gzip'])(
    'serves the precompressed index.html at / to a browser that accepts %s',
    async (encoding) => {
      const response = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/entry-5b2e7d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(gzipSync(ENTRY));
    expect(gunzipSync(response.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await app.inject({ url: '/assets/entry-5b2e7d.js', headers: { 'accept-encoding': '' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ENTRY);
  });
});
