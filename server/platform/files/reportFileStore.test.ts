import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderBlobStorage } from './folderBlobStorage';
import { createReportFileStore, reportFileKey } from './reportFileStore';

const PDF = Buffer.from('%PDF-1.7\nPatient: Mustermann, Erika\n%%EOF\n');

// The store's behaviour in a folder and in S3: server/platform/crypto/encryptedFileStore.test.ts.
describe('the report file key', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is the configured one when given, else derived from APP_KEY, and the two do not read each other', async () => {
    const configured = reportFileKey({
      appKey: 'x'.repeat(32),
      reportFileKey: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(configured).toEqual(Buffer.alloc(32, 7));
    const storage = createFolderBlobStorage(dir);
    const derived = createReportFileStore(storage, reportFileKey({ appKey: 'x'.repeat(32) }));
    const fileKey = await derived.put(PDF);
    expect(await derived.get(fileKey)).toEqual(PDF);
    await expect(createReportFileStore(storage, configured).get(fileKey)).rejects.toThrow();
  });
});
