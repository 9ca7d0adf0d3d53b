/**
 * Behind a reverse proxy (TRUST_PROXY) every socket comes from the proxy's address: the per-IP
 * cap must count the forwarded client instead, or one busy practice would lock out everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PusherCloseCode, PusherEvent } from '../../server/platform/realtime/pusherProtocol';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { oneTestDatabase } from '../../server/testing/testDatabases';
import { listen, rawClient, type RawClient } from './realtimeTestKit';

const testDatabase = oneTestDatabase();
const CAP = 2;

describe('the websocket per-IP cap behind a trusted proxy', () => {
  let t: TestApp;
  let port: number;
  let key: string;
  const open: RawClient[] = [];
  const connect = (forwardedFor: string) => {
    const raw = rawClient(port, key, { 'x-forwarded-for': forwardedFor });
    open.push(raw);
    return raw;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase, {
      seed: false,
      config: { trustProxy: ['loopback'] },
      realtime: { maxConnectionsPerIp: CAP },
    });
    port = await listen(t);
    key = (await t.app.inject('/api/config')).json<{ pusher: { key: string } }>().pusher.key;
  });
  afterAll(async () => {
    for (const raw of open) raw.ws.close();
    await t?.close();
  });

  it('counts each forwarded client on its own, and the real one when the chain is spoofed', async () => {
    const first = [connect('203.0.113.5'), connect('203.0.113.5')];
    await Promise.all(first.map((raw) => raw.next(PusherEvent.connectionEstablished)));
    // A client prepending another address is still 203.0.113.5 to the proxy that appended it.
    const spoofed = connect('198.51.100.1, 203.0.113.5');
    expect((await spoofed.closed).code).toBe(PusherCloseCode.overConnectionQuota);
    const other = connect('203.0.113.6');
    await other.next(PusherEvent.connectionEstablished);
  });
});
