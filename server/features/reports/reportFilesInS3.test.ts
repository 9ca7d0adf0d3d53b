import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportUploadResponseSchema } from '../../../src/contract/reports';
import { S3_PREFIXES } from '../../platform/files/fileStorage';
import { createS3Client } from '../../platform/files/s3Client';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { startS3TestServer, type S3TestServer } from '../../testing/s3TestServer';
import { signIn } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { reports } from '../../platform/db/schema';
import { eq } from 'drizzle-orm';

// Issue 30: with the S3 variables set, an uploaded report rests in the bucket, encrypted, and is
// served from there; the folder of the report files is not used.
describe.each(testDatabases())('report PDFs in an S3 bucket, on $kind', (testDatabase) => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(testDatabase, {
      config: { s3: s3.settings, reportFilesDir: '/nonexistent/kundencenter-report-files' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('keeps an uploaded PDF in the bucket as ciphertext and hands the doctor the very bytes', async () => {
    const labor = await signIn(t, 'labor');
    const bytes = pdfBytes('Patient Mustermann, Erika');
    const { payload, headers } = multipartBody([
      { field: 'files', filename: 'A-100483_20263001_Mustermann_Erika.pdf', bytes },
    ]);
    const uploaded = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const report = reportUploadResponseSchema.parse(uploaded.json()).data[0]?.report;
    if (!report) throw new Error('nothing uploaded');

    const weber = await signIn(t, 'dr.weber');
    const download = await weber.get(`/api/befunde/${report.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(bytes))).toBe(true);

    const [row] = await t.database.db
      .select({ fileKey: reports.fileKey })
      .from(reports)
      .where(eq(reports.id, report.id));
    const client = createS3Client(s3.settings);
    const object = await client.send(
      new GetObjectCommand({
        Bucket: s3.settings.bucket,
        Key: `${S3_PREFIXES.reports}${row?.fileKey}.pdf.enc`,
      }),
    );
    const atRest = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    client.destroy();
    expect(atRest.length).toBe(2 + 12 + 16 + bytes.length);
    expect(atRest.includes(Buffer.from('Mustermann'))).toBe(false);
    expect(atRest.includes(Buffer.from('%PDF'))).toBe(false);
  });
});
