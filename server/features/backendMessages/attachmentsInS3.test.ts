import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendMessageRecordSchema } from '../../../src/contract/backendMessages';
import { files } from '../../platform/db/schema';
import { S3_PREFIXES } from '../../platform/files/fileStorage';
import { createS3Client } from '../../platform/files/s3Client';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { startS3TestServer, type S3TestServer } from '../../testing/s3TestServer';
import { signIn } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { oneTestDatabase } from '../../testing/testDatabases';

const testDatabase = oneTestDatabase();

// Issue 30: with the S3 variables set, a system message's attachment rests under `attachments/` in
// the bucket, encrypted, is served from there, and is a 404 (not a 500) when it is lost there.
describe('attachments in an S3 bucket', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(testDatabase, {
      config: { s3: s3.settings, filesDir: '/nonexistent/kundencenter-files' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('keeps an attachment in the bucket as ciphertext, hands it out, and answers 404 once it is lost there', async () => {
    const admin = await signIn(t, 'admin');
    const flyer = pdfBytes('Abholzeiten Kurierdienst Sonderaktion');
    const { payload, headers } = multipartBody(
      [{ field: 'files', filename: 'Abholzeiten.pdf', bytes: flyer }],
      {
        title: 'Mit Anhang',
        text: 'Siehe Anhang.',
        recipient_role_id: '',
        show_until: '',
        hidden: 'false',
      },
    );
    const created = await admin.request({ method: 'POST', url: '/api/messages', payload, headers });
    expect(created.statusCode, created.body).toBe(201);
    const [file] = backendMessageRecordSchema.parse(created.json().data).files;
    if (!file) throw new Error('no attachment');

    const klein = await signIn(t, 'dr.klein');
    const url = (await klein.get(`/api/files/${file.id}`)).json().url as string;
    const download = await klein.get(url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(flyer))).toBe(true);

    const [stored] = await t.database.db
      .select({ name: files.name })
      .from(files)
      .where(eq(files.id, file.id));
    const key = `${S3_PREFIXES.attachments}${stored?.name}.enc`;
    const client = createS3Client(s3.settings);
    const object = await client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
    const atRest = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    expect(atRest.includes(Buffer.from('Abholzeiten'))).toBe(false);
    expect(atRest.includes(Buffer.from('%PDF'))).toBe(false);

    await client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
    client.destroy();
    expect((await klein.get(url)).statusCode).toBe(404);
  });
});
