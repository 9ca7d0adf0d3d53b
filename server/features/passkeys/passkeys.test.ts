/**
 * Passkeys with a software authenticator (server/testing/softwareAuthenticator.ts): real P-256
 * signatures verified by @simplewebauthn/server against APP_URL's origin and RP ID (a loopback
 * APP_URL is served as localhost, which WebAuthn accepts as RP ID).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_CHALLENGE_TTL_MS } from '../../../src/contract/constants';
import { passkeys, users } from '../../platform/db/schema';
import { DEMO_PASSWORDS } from '../../seed/demoCredentials';
import { SoftwareAuthenticator } from '../../testing/softwareAuthenticator';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pull } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const ORIGIN = 'http://localhost:8080';
const RP_ID = 'localhost';
const PASSWORD = DEMO_PASSWORDS.labor;

async function register(agent: TestAgent, authenticator: SoftwareAuthenticator, name = 'Laptop', prf = true) {
  const options = await agent.post('/api/user/passkeys/registration-options');
  expect(options.statusCode).toBe(200);
  return agent.post('/api/user/passkeys', { name, prf, response: authenticator.register(options.json()) });
}

async function signInWithPassword(t: TestApp): Promise<TestAgent> {
  const agent = await guest(t.app);
  expect((await agent.post('/login', { username: 'labor', password: PASSWORD })).statusCode).toBe(200);
  return agent;
}

describe.each(testDatabases())('passkeys on $kind', (testDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    // labor starts without two-factor, as after an administrator's reset.
    await t.database.db
      .update(users)
      .set({
        twoFactorType: null,
        twoFactorSecret: null,
        twoFactorRecoveryCodes: null,
        twoFactorConfirmedAt: null,
      })
      .where(eq(users.username, 'labor'));
  });
  afterAll(() => t?.close());

  it('serves the relying party as localhost for a loopback APP_URL, with the page origin', async () => {
    const agent = await signIn(t, 'dr.weber');
    expect((await agent.post('/api/user/passkeys/registration-options')).statusCode).toBe(423);
    await agent.post('/api/user/confirm-password', { password: DEMO_PASSWORDS['dr.weber'] });
    const options = (await agent.post('/api/user/passkeys/registration-options')).json();
    expect(options.rp).toMatchObject({ id: RP_ID });
    expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required' });
  });

  it('registers a passkey of dr.weber, mirrors it without key material to her devices only', async () => {
    const agent = await signIn(t, 'dr.weber');
    const start = await bootstrap(agent);
    await agent.post('/api/user/confirm-password', { password: DEMO_PASSWORDS['dr.weber'] });
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    const response = await register(agent, authenticator, '  Praxis-Laptop  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      passkey: {
        name: 'Praxis-Laptop',
        prf: true,
        credential_id: authenticator.credentialId,
        last_used_at: null,
      },
      two_factor_confirmed: false,
    });
    const changes = await pull(agent, start.cursor);
    if (!('changes' in changes)) throw new Error('expected changes');
    const mirrored = changes.changes.find((change) => change.entity === 'passkey');
    expect(mirrored?.op).toBe('put');
    expect(Object.keys(mirrored?.data ?? {}).sort()).toEqual(
      ['created_at', 'credential_id', 'id', 'last_used_at', 'name', 'prf'].sort(),
    );

    const klein = await signIn(t, 'dr.klein');
    expect((await klein.get('/api/user/passkeys')).json()).toEqual([]);
    const id = response.json().passkey.id;
    expect((await klein.delete(`/api/user/passkeys/${id}`)).statusCode).toBe(404);
    const rename = await klein.request({
      method: 'PUT',
      url: `/api/user/passkeys/${id}`,
      payload: { name: 'x' },
    });
    expect(rename.statusCode).toBe(404);
  });

  it('refuses a response for another origin, another RP ID, without user verification, or replayed', async () => {
    const agent = await signIn(t, 'dr.weber');
    await agent.post('/api/user/confirm-password', { password: DEMO_PASSWORDS['dr.weber'] });
    for (const settings of [
      { origin: 'http://localhost:9999', rpId: RP_ID },
      { origin: ORIGIN, rpId: 'evil.example' },
      { origin: ORIGIN, rpId: RP_ID, userVerified: false },
    ]) {
      const response = await register(agent, new SoftwareAuthenticator(settings));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ response: ['Der Passkey konnte nicht bestätigt werden.'] });
    }
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    const options = (await agent.post('/api/user/passkeys/registration-options')).json();
    const answer = authenticator.register(options);
    expect((await agent.post('/api/user/passkeys', { name: 'A', response: answer })).statusCode).toBe(200);
    const replay = await agent.post('/api/user/passkeys', { name: 'A', response: answer });
    expect(replay.statusCode).toBe(422);
    expect(Object.keys(replay.json().errors)).toEqual(['response']);
  });

  it('refuses a challenge older than its lifetime, and bad input with 422', async () => {
    const agent = await signIn(t, 'dr.weber');
    await agent.post('/api/user/confirm-password', { password: DEMO_PASSWORDS['dr.weber'] });
    const options = (await agent.post('/api/user/passkeys/registration-options')).json();
    t.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1_000);
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    const late = await agent.post('/api/user/passkeys', {
      name: 'A',
      response: authenticator.register(options),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.response[0]).toMatch(/abgelaufen/);
    const empty = await agent.post('/api/user/passkeys', { name: ' ', response: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toContain('name');
  });

  it('renames and removes the owner’s passkey; the removal reaches her devices as a del', async () => {
    const agent = await signIn(t, 'dr.weber');
    await agent.post('/api/user/confirm-password', { password: DEMO_PASSWORDS['dr.weber'] });
    const created = (
      await register(agent, new SoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID }))
    ).json();
    const id = created.passkey.id;
    const renamed = await agent.request({
      method: 'PUT',
      url: `/api/user/passkeys/${id}`,
      payload: { name: 'Sicherheitsschlüssel' },
    });
    expect(renamed.json()).toMatchObject({ id, name: 'Sicherheitsschlüssel' });
    const before = await bootstrap(agent);
    expect(before.rows).toContainEqual(expect.objectContaining({ entity: 'passkey', id: String(id) }));
    expect((await agent.delete(`/api/user/passkeys/${id}`)).statusCode).toBe(204);
    const after = await pull(agent, before.cursor);
    if (!('changes' in after)) throw new Error('expected changes');
    expect(after.changes).toContainEqual({ entity: 'passkey', id: String(id), op: 'del', data: null });
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.id, id))).toEqual([]);
  });

  describe('as the second factor', () => {
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    let recoveryCodes: string[] = [];

    it('is chosen, then confirmed once by registering a passkey, with recovery codes', async () => {
      const agent = await signInWithPassword(t);
      await agent.post('/api/user/confirm-password', { password: PASSWORD });
      const enabled = await agent.post('/api/user/two-factor-authentication', { type: 'passkey' });
      expect(enabled.statusCode).toBe(200);
      expect(Object.keys(enabled.json()).sort()).toEqual(['recovery_codes', 'type']);
      recoveryCodes = enabled.json().recovery_codes;
      expect((await agent.get('/api/auth/user')).json().data).toMatchObject({
        twoFactorType: 'passkey',
        twoFactorSecret: true,
        twoFactorConfirmedAt: null,
      });
      const registered = await register(agent, authenticator, 'YubiKey', false);
      expect(registered.json()).toMatchObject({ two_factor_confirmed: true, passkey: { prf: false } });
      expect((await agent.get('/api/auth/user')).json().data).toMatchObject({
        twoFactorType: 'passkey',
        twoFactorAuthenticated: true,
      });
    });

    it('asks for the passkey at sign-in and lets a verified assertion in', async () => {
      const agent = await signInWithPassword(t);
      expect((await agent.get('/api/user/passkeys')).statusCode).toBe(401);
      const options = await agent.post('/api/two-factor-challenge/passkey-options');
      expect(options.json().allowCredentials).toEqual([
        expect.objectContaining({ id: authenticator.credentialId, type: 'public-key' }),
      ]);
      const passed = await agent.post('/api/two-factor-challenge/passkey', {
        response: authenticator.authenticate(options.json()),
      });
      expect(passed.statusCode).toBe(204);
      const listed = (await agent.get('/api/user/passkeys')).json();
      expect(listed[0].last_used_at).not.toBeNull();
    });

    it('refuses an assertion of another key, one signed for another challenge, and a replay', async () => {
      const agent = await signInWithPassword(t);
      const options = (await agent.post('/api/two-factor-challenge/passkey-options')).json();
      const stranger = new SoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
      const foreign = await agent.post('/api/two-factor-challenge/passkey', {
        response: stranger.authenticate(options),
      });
      expect(foreign.statusCode).toBe(422);
      // The failed attempt used the challenge up: the same assertion does not pass afterwards.
      const late = await agent.post('/api/two-factor-challenge/passkey', {
        response: authenticator.authenticate(options),
      });
      expect(late.statusCode).toBe(422);
      const fresh = (await agent.post('/api/two-factor-challenge/passkey-options')).json();
      const wrongChallenge = authenticator.authenticate({ ...fresh, challenge: 'AAAAAAAAAAAAAAAAAAAAAA' });
      expect(
        (await agent.post('/api/two-factor-challenge/passkey', { response: wrongChallenge })).statusCode,
      ).toBe(422);
      expect((await agent.get('/api/auth/user')).json().data.twoFactorAuthenticated).toBe(false);
    });

    it('keeps the recovery codes as the fallback', async () => {
      const agent = await signInWithPassword(t);
      const passed = await agent.post('/api/two-factor-challenge', { recovery_code: recoveryCodes[0] });
      expect(passed.statusCode).toBe(204);
    });

    it('removing the last passkey deactivates it: setup again at the next login', async () => {
      const agent = await signInWithPassword(t);
      const options = (await agent.post('/api/two-factor-challenge/passkey-options')).json();
      await agent.post('/api/two-factor-challenge/passkey', {
        response: authenticator.authenticate(options),
      });
      const [own] = (await agent.get('/api/user/passkeys')).json();
      expect((await agent.delete(`/api/user/passkeys/${own.id}`)).statusCode).toBe(204);
      const next = await guest(t.app);
      const login = await next.post('/login', { username: 'labor', password: PASSWORD });
      expect(login.json()).toEqual({ two_factor: false });
      expect((await next.get('/api/auth/user')).json().data).toMatchObject({
        twoFactorType: null,
        twoFactorConfirmedAt: null,
      });
    });
  });
});
