import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStorage } from '../files/blobStorage';
import { createFolderBlobStorage } from '../files/folderBlobStorage';
import { S3_PREFIXES } from '../files/fileStorage';
import { createS3BlobStorage } from '../files/s3BlobStorage';
import { createS3Client } from '../files/s3Client';
import { startS3TestServer, type S3TestServer } from '../../testing/s3TestServer';
import { createEncryptedFileStore, type EncryptedFileStore } from './encryptedFileStore';

const PDF = Buffer.from('%PDF-1.7\nPatient: Mustermann, Erika\n%%EOF\n');
const KEY = Buffer.alloc(32, 9);
const SUFFIX = '.pdf.enc';

/**
 * A file written by the store before issue 30 (key KEY, file key below): the format did not change,
 * so files on the volume, or copied from it into the bucket, stay readable.
 */
const WRITTEN_BEFORE = {
  fileKey: '5d8c0d1e8f2b3c323b5da74a0eed5d07',
  stored: 'djG25x9ytRO0pF0dZt6T/LQrevxx5VpPvQhtNqelJvWf+r43mCixgREOnrGoQ1fdjpUD4IVKrsURwVLrvP+ZjWA4xch/',
  plain: '%PDF-1.4\nwritten before issue 30\n%%EOF\n',
};

/** Where the bytes rest, and a way around the store to read and write them there. */
interface Place {
  storage: BlobStorage;
  readRaw(name: string): Promise<Buffer>;
  writeRaw(name: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

async function folderPlace(): Promise<Place> {
  const dir = await mkdtemp(join(tmpdir(), 'kc-files-'));
  return {
    storage: createFolderBlobStorage(dir),
    readRaw: (name) => readFile(join(dir, name)),
    writeRaw: (name, bytes) => writeFile(join(dir, name), bytes),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function s3Place(): Promise<Place> {
  const server: S3TestServer = await startS3TestServer();
  const { bucket } = server.settings;
  const client = createS3Client(server.settings);
  // A client of its own: what is in the bucket, seen as any other S3 user would see it.
  const outsider = createS3Client(server.settings);
  const key = (name: string) => `${S3_PREFIXES.reports}${name}`;
  return {
    storage: createS3BlobStorage({ client, bucket, prefix: S3_PREFIXES.reports }),
    async readRaw(name) {
      const object = await outsider.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async writeRaw(name, bytes) {
      await outsider.send(new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: bytes }));
    },
    async close() {
      client.destroy();
      outsider.destroy();
      await server.stop();
    },
  };
}

describe.each([
  { where: 'in a folder', open: folderPlace },
  { where: 'in an S3 bucket (s3rver)', open: s3Place },
])('the encrypted file store, $where', ({ open }) => {
  let place: Place;
  let store: EncryptedFileStore;
  beforeAll(async () => {
    place = await open();
    store = createEncryptedFileStore(place.storage, KEY, SUFFIX);
  });
  afterAll(() => place?.close());

  it('gives back the bytes it stored, and what rests there is ciphertext', async () => {
    const fileKey = await store.put(PDF);
    expect(await store.get(fileKey)).toEqual(PDF);
    const atRest = await place.readRaw(`${fileKey}${SUFFIX}`);
    expect(atRest.length).toBe(2 + 12 + 16 + PDF.length);
    expect(atRest.includes(Buffer.from('Mustermann'))).toBe(false);
    expect(atRest.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('refuses a file altered where it rests', async () => {
    const fileKey = await store.put(PDF);
    const altered = await place.readRaw(`${fileKey}${SUFFIX}`);
    altered.writeUInt8(altered.readUInt8(altered.length - 1) ^ 1, altered.length - 1);
    await place.writeRaw(`${fileKey}${SUFFIX}`, altered);
    await expect(store.get(fileKey)).rejects.toThrow();
  });

  it('refuses a file swapped for another of its own files, and one read with another key', async () => {
    const first = await store.put(PDF);
    const second = await store.put(Buffer.from('%PDF-1.7 other'));
    await expect(
      createEncryptedFileStore(place.storage, Buffer.alloc(32, 1), SUFFIX).get(second),
    ).rejects.toThrow();
    await place.writeRaw(`${first}${SUFFIX}`, await place.readRaw(`${second}${SUFFIX}`));
    await expect(store.get(first)).rejects.toThrow();
  });

  it('says a missing file is missing, and refuses a file key that is not one', async () => {
    await expect(store.get(randomBytes(16).toString('hex'))).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.get('../../etc/passwd')).rejects.toThrow('invalid file key');
  });

  it('removes a file, and removing it again is fine', async () => {
    const fileKey = await store.put(PDF);
    await store.remove(fileKey);
    await expect(store.get(fileKey)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.remove(fileKey)).resolves.toBeUndefined();
  });

  it('keeps a 20 MB report, and lets the event loop turn while it encrypts it', async () => {
    const big = randomBytes(20 * 1024 * 1024);
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const fileKey = await store.put(big);
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(10);
    expect((await store.get(fileKey)).equals(big)).toBe(true);
  });

  it('reads a file written before the storage was split from the encryption', async () => {
    await place.writeRaw(`${WRITTEN_BEFORE.fileKey}${SUFFIX}`, Buffer.from(WRITTEN_BEFORE.stored, 'base64'));
    expect((await store.get(WRITTEN_BEFORE.fileKey)).toString()).toBe(WRITTEN_BEFORE.plain);
  });
});
