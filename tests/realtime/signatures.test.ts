/** The signature test vectors of reference part A, and the HTTP trigger API with a real signed request. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelAuth,
  channelSignature,
  verifyChannelAuth,
} from '../../server/platform/realtime/channelSignature';
import { bodyMd5, requestSignature, signedQuery } from '../../server/platform/realtime/requestSignature';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { oneTestDatabase } from '../../server/testing/testDatabases';
import { connected, listen, nextEvent, pusherClient } from './realtimeTestKit';

const VECTOR = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

describe('Pusher signatures', () => {
  it('signs a private channel as Pusher’s documentation does', () => {
    expect(channelSignature(VECTOR.secret, '1234.1234', 'private-foobar')).toBe(
      '58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
    const auth = channelAuth(VECTOR, '1234.1234', 'private-foobar');
    expect(verifyChannelAuth(VECTOR, auth, '1234.1234', 'private-foobar')).toBe(true);
    expect(verifyChannelAuth(VECTOR, auth, '1234.1235', 'private-foobar')).toBe(false);
  });

  it('signs an HTTP API request as Pusher’s documentation does', () => {
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    expect(bodyMd5(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const signature = requestSignature(VECTOR.secret, 'POST', '/apps/3/events', {
      auth_key: VECTOR.key,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: bodyMd5(body),
    });
    expect(signature).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  });
});

describe('the HTTP trigger API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(oneTestDatabase(), { seed: false });
  });
  afterAll(() => t?.close());

  const trigger = (body: string, tamper: (query: Record<string, string>) => void = () => {}) => {
    const { appId } = t.app.realtime.credentials;
    const path = `/apps/${appId}/events`;
    const query = signedQuery(
      t.app.realtime.credentials,
      path,
      body,
      Math.floor(t.clock.now().getTime() / 1000),
    );
    tamper(query);
    return t.app.inject({
      method: 'POST',
      url: `${path}?${new URLSearchParams(query).toString()}`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  };

  it('delivers a correctly signed event to the subscribers, without CSRF or session', async () => {
    const port = await listen(t);
    const pusher = pusherClient(port, t.app.realtime.credentials.key);
    await connected(pusher);
    const channel = pusher.subscribe('Test.Public');
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const received = nextEvent(channel, 'LabResult');
    const response = await trigger(
      JSON.stringify({ name: 'LabResult', channels: ['Test.Public'], data: '{"n":1}' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await received).toEqual({ n: 1 });
    pusher.disconnect();
  });

  it('answers 401 to a bad signature or an old timestamp, 413 to a body over 10 KB', async () => {
    const body = JSON.stringify({ name: 'x', channels: ['c'], data: '{}' });
    expect((await trigger(body, (q) => (q['auth_signature'] = '0'.repeat(64)))).statusCode).toBe(401);
    expect((await trigger(body, (q) => (q['body_md5'] = bodyMd5('other')))).statusCode).toBe(401);
    t.clock.advance(601_000);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/apps/${t.app.realtime.credentials.appId}/events?${new URLSearchParams(
        signedQuery(
          t.app.realtime.credentials,
          `/apps/${t.app.realtime.credentials.appId}/events`,
          body,
          Math.floor(t.clock.now().getTime() / 1000) - 601,
        ),
      ).toString()}`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(stale.statusCode).toBe(401);
    const big = JSON.stringify({ name: 'x', channels: ['c'], data: 'x'.repeat(11 * 1024) });
    expect((await trigger(big)).statusCode).toBe(413);
  });
});
