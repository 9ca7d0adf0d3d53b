/**
 * The operations suites' S3 case (issue 30): one s3rver per suite, a bucket per portal data
 * directory (the restored portal gets a new, empty one), and the backup docs/operations.md tells an
 * operator to make: `aws s3 sync` of the `reports/` and `attachments/` prefixes into a folder and
 * back, done here with the AWS SDK's list, get and put, key for key.
 *
 * A bucket's LastModified is the S3 server's to set; nothing in the API moves it back. So the
 * portals of this case run with a short orphan sweep grace (ORPHAN_FILE_GRACE_SECONDS) and
 * `letGracePass` waits it out, where the folder case moves the files' times back by the default hour.
 */
import { GetObjectCommand, ListObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAttachmentStore } from '../../server/platform/files/attachmentStore';
import { S3_PREFIXES } from '../../server/platform/files/fileStorage';
import { createReportFileStore, reportFileKey } from '../../server/platform/files/reportFileStore';
import { createS3BlobStorage } from '../../server/platform/files/s3BlobStorage';
import { createS3Client } from '../../server/platform/files/s3Client';
import { startS3TestServer, type S3TestBucket } from '../../server/testing/s3TestServer';
import type { FileStore } from './fileStoreCases';

/** The sweep's grace for this case's portals; LastModified counts whole seconds, hence one more. */
const GRACE_SECONDS = 1;
const GRACE_WAIT_MS = (GRACE_SECONDS + 1) * 1000 + 500;

const PREFIXES = [S3_PREFIXES.reports, S3_PREFIXES.attachments];

/** A bucket name of the data directory's own, valid for S3 (lower-case letters and digits). */
const bucketOf = (dataDir: string) => `kc-${createHash('sha256').update(dataDir).digest('hex').slice(0, 20)}`;

/** Every key under the prefix; ListObjects version 1, as s3BlobStorage.ts says why. */
async function* keysUnder(client: S3Client, bucket: string, prefix: string): AsyncGenerator<string> {
  let marker: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker }),
    );
    for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    marker = page.IsTruncated ? (page.NextMarker ?? page.Contents?.at(-1)?.Key) : undefined;
  } while (marker);
}

export async function s3Store(): Promise<FileStore> {
  const server = await startS3TestServer();
  const client = createS3Client(server.settings);
  const buckets = new Map<string, Promise<S3TestBucket>>();
  /** The data directory's bucket, made at its first use. */
  const bucketFor = (dataDir: string) => {
    let bucket = buckets.get(dataDir);
    if (!bucket) {
      bucket = server.createBucket(bucketOf(dataDir));
      buckets.set(dataDir, bucket);
    }
    return bucket;
  };
  const storage = (dataDir: string, prefix: string) =>
    createS3BlobStorage({ client, bucket: bucketOf(dataDir), prefix });

  return {
    async env(dataDir) {
      const { env } = await bucketFor(dataDir);
      return { ...env, ORPHAN_FILE_GRACE_SECONDS: String(GRACE_SECONDS) };
    },
    // `aws s3 sync s3://<bucket>/reports/ <backup>/reports/`, and the same for attachments/.
    async backUp(dataDir, backupDir) {
      const { bucket } = (await bucketFor(dataDir)).settings;
      for (const prefix of PREFIXES) {
        for await (const key of keysUnder(client, bucket, prefix)) {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          const bytes = await object.Body?.transformToByteArray();
          if (!bytes) throw new Error(`backup: ${key} has no body`);
          const file = join(backupDir, ...key.split('/'));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, bytes);
        }
      }
    },
    // `aws s3 sync <backup>/reports/ s3://<new bucket>/reports/`, and the same for attachments/.
    async restore(backupDir, dataDir) {
      const { bucket } = (await bucketFor(dataDir)).settings;
      for (const prefix of PREFIXES) {
        const folder = join(backupDir, prefix);
        const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
        for (const entry of entries.filter((found) => found.isFile())) {
          const file = join(entry.parentPath, entry.name);
          const key = `${prefix}${relative(folder, file).split(sep).join('/')}`;
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: await readFile(file) }));
        }
      }
    },
    async reportFileNames(dataDir) {
      const { bucket } = (await bucketFor(dataDir)).settings;
      const names: string[] = [];
      for await (const key of keysUnder(client, bucket, S3_PREFIXES.reports)) {
        names.push(key.slice(S3_PREFIXES.reports.length));
      }
      return names;
    },
    letGracePass: () => sleep(GRACE_WAIT_MS),
    reportFiles: (dataDir, appKey) =>
      createReportFileStore(storage(dataDir, S3_PREFIXES.reports), reportFileKey({ appKey })),
    attachmentFiles: (dataDir, appKey) =>
      createAttachmentStore(storage(dataDir, S3_PREFIXES.attachments), { appKey }),
    async close() {
      client.destroy();
      await server.stop();
    },
  };
}
