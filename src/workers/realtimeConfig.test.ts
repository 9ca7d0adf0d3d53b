import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KundencenterDb } from '../db/KundencenterDb';
import { loadRealtimeConfig } from './realtimeConfig';

const pusher = { key: 'kc-key', host: 'portal.example', port: 443, scheme: 'https' as const };
const answering = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

let db: KundencenterDb;
beforeEach(async () => {
  db = new KundencenterDb(`realtime-config-${Math.random()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('loadRealtimeConfig', () => {
  it('keeps the socket settings of the last answer for an offline start', async () => {
    expect(await loadRealtimeConfig(db, answering({ labName: 'Labor', pusher }))).toEqual(pusher);
    expect(await loadRealtimeConfig(db, offline)).toEqual(pusher);
  });

  it('fails when offline and nothing is kept, so the link tries again later', async () => {
    await expect(loadRealtimeConfig(db, offline)).rejects.toThrow('Failed to fetch');
  });

  it('remembers that the server has no socket', async () => {
    expect(await loadRealtimeConfig(db, answering({ labName: 'Labor' }))).toBeNull();
    expect(await loadRealtimeConfig(db, offline)).toBeNull();
  });
});
