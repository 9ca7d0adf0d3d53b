import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendMessageRecord } from '../../../src/contract/backendMessages';
import { createFileStores } from '../../platform/files/fileStorage';
import { signIn } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';
import { seedDemoMessages } from './demoMessages';

const testDatabase = oneTestDatabase();

describe('the demo system messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    await seedDemoMessages(t.database.db, {
      attachments: createFileStores(t.config).attachments,
      now: t.clock.now(),
    });
  });
  afterAll(() => t?.close());

  it('show dr.weber one message for everyone with a PDF she can open, and one for doctors; the lab only the first', async () => {
    const weber = await signIn(t, 'dr.weber');
    const shown = (await weber.get('/api/users/messages')).json().data as BackendMessageRecord[];
    expect(shown.map((message) => message.recipient_role).sort()).toEqual(['Arzt', null].sort());
    const withFile = shown.find((message) => message.files.length > 0);
    expect(withFile?.files[0]).toMatchObject({ original_name: 'Abholzeiten.pdf', mime: 'application/pdf' });
    const url = (await weber.get(`/api/files/${withFile?.files[0]?.id}`)).json().url as string;
    const pdf = await weber.get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const labor = await signIn(t, 'labor');
    const forLab = (await labor.get('/api/users/messages')).json().data as BackendMessageRecord[];
    expect(forLab.map((message) => message.recipient_role)).toEqual([null]);
  });
});
