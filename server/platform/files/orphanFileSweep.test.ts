import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../db/schema';
import { insertReport } from '../../testing/reports';
import { startS3TestServer, type S3TestServer } from '../../testing/s3TestServer';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import type { BlobStorage } from './blobStorage';
import { createFolderBlobStorage } from './folderBlobStorage';
import {
  ForeignFilesError,
  ORPHAN_FILE_GRACE_MS,
  sweepOrphanFiles,
  sweptReportFiles,
} from './orphanFileSweep';
import { createReportFileStore } from './reportFileStore';
import { createS3BlobStorage } from './s3BlobStorage';
import { createS3Client } from './s3Client';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const KEY = Buffer.alloc(32, 7);
/** The sweep looking from a moment when every file written so far is older than the grace. */
const anHourLater = () => ({ now: () => Date.now() + ORPHAN_FILE_GRACE_MS + 60_000 });

const names = async (storage: BlobStorage) => {
  const listed: string[] = [];
  for await (const blob of storage.list()) listed.push(blob.name);
  return listed.sort();
};

/** A place of report files, empty, as the portal would have it: a folder, or a bucket's prefix. */
interface Place {
  kind: string;
  open(): Promise<BlobStorage>;
}

let folders: string;
let s3: S3TestServer;
let client: S3Client;
let buckets = 0;

const PLACES: Place[] = [
  { kind: 'a folder', open: async () => createFolderBlobStorage(await mkdtemp(join(folders, 'store-'))) },
  {
    kind: 'an S3 bucket (s3rver)',
    async open() {
      const { settings } = await s3.createBucket(`sweep-${++buckets}`);
      return createS3BlobStorage({ client, bucket: settings.bucket, prefix: 'reports/' });
    },
  },
];

beforeAll(async () => {
  folders = await mkdtemp(join(tmpdir(), 'kc-sweep-'));
  s3 = await startS3TestServer();
  client = createS3Client(s3.settings);
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await rm(folders, { recursive: true, force: true });
});

describe.each(testDatabases())('the orphan file sweep on $kind', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  describe.each(PLACES)('in $kind', (place) => {
    it('removes a file no report references once it is older than the grace, and keeps the recorded ones', async () => {
      const storage = await place.open();
      const files = createReportFileStore(storage, KEY);
      const recorded = await files.put(PDF);
      const report = await insertReport(t.database.db, { doctor: 'dr.weber', befundId: `SWEEP-${recorded}` });
      await t.database.db.update(reports).set({ fileKey: recorded }).where(eq(reports.id, report.id));
      const orphan = await files.put(PDF);
      await storage.put('README.txt', [Buffer.from('not a stored file')]);

      // Just written: another instance may be about to commit the row that names it.
      expect(await sweepOrphanFiles(t.database.db, sweptReportFiles(storage))).toBe(0);
      expect(await names(storage)).toContain(`${orphan}.pdf.enc`);

      expect(await sweepOrphanFiles(t.database.db, sweptReportFiles(storage), anHourLater())).toBe(1);
      expect(await names(storage)).toEqual(['README.txt', `${recorded}.pdf.enc`].sort());
      expect(await files.get(recorded)).toEqual(PDF);
    });

    it('removes nothing when the database names none of the old files: they belong to another database', async () => {
      const storage = await place.open();
      const files = createReportFileStore(storage, KEY);
      await files.put(PDF);
      await files.put(PDF);
      const before = await names(storage);

      const sweep = sweepOrphanFiles(t.database.db, sweptReportFiles(storage), anHourLater());
      await expect(sweep).rejects.toBeInstanceOf(ForeignFilesError);
      await expect(sweep).rejects.toThrow(storage.where);
      expect(await names(storage)).toEqual(before);
    });

    it('leaves a place with no files yet alone', async () => {
      const storage = await place.open();
      expect(await sweepOrphanFiles(t.database.db, sweptReportFiles(storage), anHourLater())).toBe(0);
    });
  });

  it("removes a folder's half-written temporary file once it is older than the grace, whatever the database says", async () => {
    const dir = await mkdtemp(join(folders, 'partial-'));
    const storage = createFolderBlobStorage(dir);
    const halfWritten = `${'a'.repeat(32)}.pdf.enc.4242.tmp`;
    await writeFile(join(dir, halfWritten), 'v1');
    expect(await sweepOrphanFiles(t.database.db, sweptReportFiles(storage))).toBe(0);
    // The file system's clock, moved back as an hour passing would.
    const then = new Date(Date.now() - ORPHAN_FILE_GRACE_MS - 60_000);
    await utimes(join(dir, halfWritten), then, then);
    expect(await sweepOrphanFiles(t.database.db, sweptReportFiles(storage))).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it("sweeps only the store's own prefix of a bucket: the other store's objects and deeper keys stay", async () => {
    const { settings } = await s3.createBucket(`sweep-${++buckets}`);
    const storage = createS3BlobStorage({ client, bucket: settings.bucket, prefix: 'reports/' });
    const orphan = await createReportFileStore(storage, KEY).put(PDF);
    const others = [`attachments/${'b'.repeat(32)}.pdf.enc`, `reports/archive/${'c'.repeat(32)}.pdf.enc`];
    for (const key of others) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: 'v1' }));
    }
    const recorded = await createReportFileStore(storage, KEY).put(PDF);
    const report = await insertReport(t.database.db, { doctor: 'dr.weber', befundId: `SWEEP-${recorded}` });
    await t.database.db.update(reports).set({ fileKey: recorded }).where(eq(reports.id, report.id));

    expect(await sweepOrphanFiles(t.database.db, sweptReportFiles(storage), anHourLater())).toBe(1);
    expect(await names(storage)).toEqual([`${recorded}.pdf.enc`]);
    expect(orphan).not.toBe(recorded);
    for (const key of others) {
      const [prefix, ...rest] = key.split('/');
      const elsewhere = createS3BlobStorage({
        client,
        bucket: settings.bucket,
        prefix: `${prefix}/${rest
          .slice(0, -1)
          .map((part) => `${part}/`)
          .join('')}`,
      });
      expect((await elsewhere.get(rest.at(-1) ?? '')).toString()).toBe('v1');
    }
  });
});
