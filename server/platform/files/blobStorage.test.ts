import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../testing/s3TestServer';
import { BlobNotFoundError } from './blobStorage';
import { createFileStores, S3_PREFIXES } from './fileStorage';
import { createFolderBlobStorage } from './folderBlobStorage';
import { createS3BlobStorage } from './s3BlobStorage';
import { createS3Client } from './s3Client';

// What the encrypted stores build on: server/platform/crypto/encryptedFileStore.test.ts runs the
// same cases in both places; here what differs between them.
describe('blobs in a folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kc-blobs-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are files only the portal may read, with no temporary file left behind', async () => {
    const storage = createFolderBlobStorage(join(dir, 'reports'));
    await storage.put('a.enc', [Buffer.from('one '), Buffer.from('two')]);
    expect((await storage.get('a.enc')).toString()).toBe('one two');
    expect(await readdir(join(dir, 'reports'))).toEqual(['a.enc']);
    expect((await stat(join(dir, 'reports', 'a.enc'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'reports'))).mode & 0o777).toBe(0o700);
  });

  it('refuses names that would leave the folder', async () => {
    const storage = createFolderBlobStorage(dir);
    for (const name of ['../a.enc', 'x/y.enc', '.hidden', '']) {
      await expect(storage.put(name, [Buffer.from('x')])).rejects.toThrow('invalid name');
      await expect(storage.get(name)).rejects.toThrow('invalid name');
    }
  });
});

describe('blobs in an S3 bucket (s3rver)', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(() => server?.stop());

  it("keep the two stores apart in one bucket, each under its prefix, with the portal's names", async () => {
    const stores = createFileStores({
      appKey: 'an-app-key-an-app-key-an-app-key',
      reportFilesDir: join(tmpdir(), 'kc-unused-report-files'),
      filesDir: join(tmpdir(), 'kc-unused-files'),
      s3: server.settings,
    });
    const report = await stores.reportFiles.put(Buffer.from('%PDF-1.7 report'));
    const attachment = await stores.attachments.put(Buffer.from('%PDF-1.7 attachment'));
    const client = createS3Client(server.settings);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.settings.bucket }));
    expect(listed.Contents?.map((object) => object.Key).sort()).toEqual([
      `${S3_PREFIXES.attachments}${attachment}.enc`,
      `${S3_PREFIXES.reports}${report}.pdf.enc`,
    ]);
    // The same file key under the other prefix is not there: one store cannot read the other's.
    await expect(stores.attachments.get(report)).rejects.toBeInstanceOf(BlobNotFoundError);
    client.destroy();
    stores.close();
  });

  it('are listed page after page, past the 1000 objects of one page, and only one level under the prefix', async () => {
    const { settings } = await server.createBucket('listing-pages');
    const client = createS3Client(settings);
    const storage = createS3BlobStorage({ client, bucket: settings.bucket, prefix: 'reports/' });
    const names = Array.from({ length: 1010 }, (_, index) => `${String(index).padStart(4, '0')}.enc`);
    for (let start = 0; start < names.length; start += 50) {
      await Promise.all(names.slice(start, start + 50).map((name) => storage.put(name, [Buffer.from('x')])));
    }
    await createS3BlobStorage({ client, bucket: settings.bucket, prefix: 'reports/deeper/' }).put('a.enc', [
      Buffer.from('x'),
    ]);
    const listed: string[] = [];
    for await (const blob of storage.list()) listed.push(blob.name);
    expect(listed.sort()).toEqual(names);
    client.destroy();
  }, 60_000);

  it('fail loudly, not as a missing file, when the bucket does not exist', async () => {
    const client = createS3Client(server.settings);
    const storage = createS3BlobStorage({ client, bucket: 'no-such-bucket', prefix: 'reports/' });
    const error = await storage.get('a.enc').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(BlobNotFoundError);
    client.destroy();
  });
});
