import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_CALLS_PER_MINUTE } from '../../../src/contract/constants';
import { apiTokens, apiTokenUses, users } from '../../platform/db/schema';
import { labBundle } from '../../testing/fhirBundles';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { sha256Hex } from '../../platform/crypto/tokens';

describe.each(testDatabases())('personal access tokens on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t?.close());

  const create = async (name: string, abilities: string[]) => {
    const response = await admin.post(`/api/tokens/create/${encodeURIComponent(name)}`, { abilities });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { data: { id: number; name: string }; plainTextToken: string };
  };
  const importWith = (
    token: string | null,
    url = '/fhir/R4',
    body: object = labBundle({ flag: 'N', potassium: 4.2 }),
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/fhir+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(body),
    });

  it('shows the token once and stores only its hash', async () => {
    const { data, plainTextToken } = await create('LIS Köln', ['reports:import']);
    expect(plainTextToken).toMatch(new RegExp(`^${data.id}\\|.{40,}$`));
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, data.id));
    expect(row?.tokenHash).toBe(sha256Hex(plainTextToken.split('|')[1] ?? ''));
    expect(JSON.stringify(row)).not.toContain(plainTextToken.split('|')[1]);
    const list = await admin.get('/api/tokens');
    expect(list.body).not.toContain(plainTextToken.split('|')[1]);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id: data.id, name: 'LIS Köln', last_used_at: null }),
    );
  });

  it('lets only administrators create, list and revoke tokens', async () => {
    const labor = await signIn(t, 'labor');
    expect((await labor.post('/api/tokens/create/x', { abilities: ['reports:import'] })).statusCode).toBe(
      403,
    );
    expect((await labor.get('/api/tokens')).statusCode).toBe(403);
    expect((await admin.post('/api/tokens/create/x', { abilities: ['everything'] })).statusCode).toBe(422);
  });

  it('imports with a token of the ability, records the use and refuses it after revocation with 401', async () => {
    const { data, plainTextToken } = await create('LIS', ['reports:import']);
    const first = await importWith(plainTextToken);
    expect(first.statusCode, first.body).toBe(200);
    const uses = await t.database.db.select().from(apiTokenUses).where(eq(apiTokenUses.tokenId, data.id));
    expect(uses).toEqual([expect.objectContaining({ method: 'POST', route: '/fhir/R4', status: 200 })]);
    const listed = (await admin.get('/api/tokens'))
      .json()
      .data.find((token: { id: number }) => token.id === data.id);
    expect(listed.last_used_at).not.toBeNull();

    expect((await admin.delete(`/api/tokens/${data.id}`)).statusCode).toBe(204);
    const after = await importWith(plainTextToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'security' }] });
  });

  it('answers 401 without a token or with a wrong secret, 403 for a token without the ability', async () => {
    expect((await importWith(null)).statusCode).toBe(401);
    const { plainTextToken } = await create('no import', ['reports:import']);
    const [id] = plainTextToken.split('|');
    expect((await importWith(`${id}|wrong-secret`)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, Number(id)));
    await t.database.db
      .update(apiTokens)
      .set({ abilities: [] })
      .where(eq(apiTokens.id, row?.id ?? 0));
    const refused = await importWith(plainTextToken);
    expect(refused.statusCode).toBe(403);
  });

  it('never accepts a Bearer token on the browser API', async () => {
    const { plainTextToken } = await create('browser', ['reports:import']);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/befunde',
      headers: { authorization: `Bearer ${plainTextToken}` },
    });
    expect(response.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${plainTextToken}` },
    });
    expect(user.statusCode).toBe(401);
  });

  it('rate-limits the calls of one token with 429', async () => {
    const { plainTextToken } = await create('busy', ['reports:import']);
    for (let call = 0; call < API_TOKEN_CALLS_PER_MINUTE; call += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/fhir/R4',
        headers: { authorization: `Bearer ${plainTextToken}`, 'content-type': 'application/fhir+json' },
        payload: '{}',
      });
    }
    const limited = await importWith(plainTextToken);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    t.clock.advance(61_000);
    expect((await importWith(plainTextToken)).statusCode).toBe(200);
  });
  it('stops a token whose creator is locked, and keeps the first revocation time', async () => {
    const { data, plainTextToken } = await create('LIS locked', ['reports:import']);
    const [creator] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, data.id));
    await t.database.db
      .update(users)
      .set({ lockedAt: t.clock.now() })
      .where(eq(users.id, creator?.createdBy ?? 0));
    try {
      expect((await importWith(plainTextToken)).statusCode).toBe(401);
    } finally {
      await t.database.db
        .update(users)
        .set({ lockedAt: null })
        .where(eq(users.id, creator?.createdBy ?? 0));
    }
    expect((await importWith(plainTextToken)).statusCode).not.toBe(401);

    expect((await admin.delete(`/api/tokens/${data.id}`)).statusCode).toBe(204);
    const [first] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, data.id));
    t.clock.advance(60_000);
    expect((await admin.delete(`/api/tokens/${data.id}`)).statusCode).toBe(204);
    const [again] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, data.id));
    expect(again?.revokedAt).toEqual(first?.revokedAt);
  });
});
