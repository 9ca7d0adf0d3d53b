/**
 * `GET /api/auth/oauth` (spec §7, issues 26 and 29): the login page asks which single sign-on
 * providers the portal offers before anyone is signed in. Without `OIDC_PROVIDERS` the list is empty
 * (ssoSignIn.test.ts lists a configured one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInProvidersSchema } from '../../../src/contract/signInProviders';
import { signIn } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';

const testDatabase = oneTestDatabase();

describe('GET /api/auth/oauth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  it('answers a caller without a session with the offered providers in data: none without configuration', async () => {
    const response = await t.app.inject('/api/auth/oauth');
    expect(response.statusCode).toBe(200);
    expect(signInProvidersSchema.strict().parse(response.json())).toEqual({ data: [] });
  });

  it('answers a signed-in user the same list', async () => {
    const agent = await signIn(t, 'dr.weber');
    const response = await agent.get('/api/auth/oauth');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });
});
