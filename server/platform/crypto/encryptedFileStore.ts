/**
 * Files at rest, encrypted (issue 6 for the report PDFs, issue 13 for attachments): each file in
 * its directory is AES-256-GCM under the store's key, `v1 | iv (12) | tag (16) | ciphertext`,
 * authenticated together with its own name (GCM's additional data), so a file swapped for another
 * is refused like a tampered one. Writes go to a temporary name and are renamed into place: a
 * crash leaves no half-written file. Each store has its own directory and key.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const VERSION = Buffer.from('v1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FILE_KEY = /^[0-9a-f]{32}$/;
const WRITE_CHUNK_BYTES = 1024 * 1024;

export interface EncryptedFileStore {
  /** Stores the bytes; returns the new file's key. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes of a stored file; throws when it is missing or was altered. */
  get(fileKey: string): Promise<Buffer>;
  /** Removes a file; a missing one is fine. */
  remove(fileKey: string): Promise<void>;
}

/** `suffix` names what the files are (`.pdf.enc`), for an operator looking at the directory. */
export function createEncryptedFileStore(dir: string, key: Buffer, suffix: string): EncryptedFileStore {
  const pathOf = (fileKey: string) => {
    if (!FILE_KEY.test(fileKey)) throw new Error('encrypted file store: invalid file key');
    return join(dir, `${fileKey}${suffix}`);
  };
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }));

  return {
    async put(bytes) {
      await ensureDir();
      const fileKey = randomBytes(16).toString('hex');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(fileKey));
      const path = pathOf(fileKey);
      const temporary = `${path}.${process.pid}.tmp`;
      // Encrypted and written a megabyte at a time, the tag last into its place: a 20 MB report
      // neither blocks the event loop while it is encrypted nor is held twice (issue 26).
      const file = await open(temporary, 'w', 0o600);
      try {
        await file.write(Buffer.concat([VERSION, iv, Buffer.alloc(TAG_BYTES)]));
        for (let start = 0; start < bytes.length; start += WRITE_CHUNK_BYTES) {
          await file.write(cipher.update(bytes.subarray(start, start + WRITE_CHUNK_BYTES)));
        }
        await file.write(cipher.final());
        await file.write(cipher.getAuthTag(), 0, TAG_BYTES, VERSION.length + IV_BYTES);
      } finally {
        await file.close();
      }
      await rename(temporary, path);
      return fileKey;
    },
    async get(fileKey) {
      const stored = await readFile(pathOf(fileKey));
      if (!stored.subarray(0, VERSION.length).equals(VERSION)) {
        throw new Error('encrypted file store: unknown file version');
      }
      const ivStart = VERSION.length;
      const tagStart = ivStart + IV_BYTES;
      const dataStart = tagStart + TAG_BYTES;
      const decipher = createDecipheriv(ALGORITHM, key, stored.subarray(ivStart, tagStart));
      decipher.setAAD(Buffer.from(fileKey));
      decipher.setAuthTag(stored.subarray(tagStart, dataStart));
      return Buffer.concat([decipher.update(stored.subarray(dataStart)), decipher.final()]);
    },
    async remove(fileKey) {
      await rm(pathOf(fileKey), { force: true });
    },
  };
}
