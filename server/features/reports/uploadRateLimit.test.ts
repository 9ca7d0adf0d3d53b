import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_UPLOADS_PER_MINUTE } from '../../../src/contract/constants';
import { multipartBody } from '../../testing/multipart';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';

// The limiter is the same on either database: one of them.
const testDatabase = oneTestDatabase();

describe('report uploads per minute', () => {
  let t: TestApp;
  let labor: TestAgent;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => t?.close());

  const emptyUpload = (agent: TestAgent) => {
    const { payload, headers } = multipartBody([]);
    return agent.request({ method: 'POST', url: '/api/befunde', payload, headers });
  };

  it("refuses a staff member's upload over the limit with 429 and the wait, before reading the files", async () => {
    for (let upload = 0; upload < REPORT_UPLOADS_PER_MINUTE; upload++) {
      expect((await emptyUpload(labor)).statusCode).toBe(422);
    }
    const refused = await emptyUpload(labor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ retry_after: number }>().retry_after).toBeGreaterThan(0);
    // Another staff member has a count of their own; the refused one may upload after the minute.
    expect((await emptyUpload(admin)).statusCode).toBe(422);
    t.clock.advance(60_000);
    expect((await emptyUpload(labor)).statusCode).toBe(422);
  });
});
