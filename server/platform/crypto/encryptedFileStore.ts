/**
 * Files at rest, encrypted (issue 6 for the report PDFs, issue 13 for attachments): each file is
 * AES-256-GCM under the store's key, `v1 | iv (12) | tag (16) | ciphertext`, authenticated
 * together with its own name (GCM's additional data), so a file swapped for another is refused
 * like a tampered one. Encryption happens here, in the portal's process; where the ciphertext
 * rests (a folder, an S3 bucket) is the BlobStorage's business (issue 30), and the key never goes
 * there. Each store has its own key and its own place.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BlobStorage } from '../files/blobStorage';

const ALGORITHM = 'aes-256-gcm';
const VERSION = Buffer.from('v1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FILE_KEY = /^[0-9a-f]{32}$/;
const CHUNK_BYTES = 1024 * 1024;

export interface EncryptedFileStore {
  /** Stores the bytes; returns the new file's key. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes of a stored file; throws when it is missing (BlobNotFoundError) or was altered. */
  get(fileKey: string): Promise<Buffer>;
  /** Removes a file; a missing one is fine. */
  remove(fileKey: string): Promise<void>;
}

/** `suffix` names what the files are (`.pdf.enc`), for an operator looking at the folder or bucket. */
export function createEncryptedFileStore(
  storage: BlobStorage,
  key: Buffer,
  suffix: string,
): EncryptedFileStore {
  const nameOf = (fileKey: string) => {
    if (!FILE_KEY.test(fileKey)) throw new Error('encrypted file store: invalid file key');
    return `${fileKey}${suffix}`;
  };

  return {
    async put(bytes) {
      const fileKey = randomBytes(16).toString('hex');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(fileKey));
      // A megabyte at a time with a turn of the event loop between: a 20 MB report does not stall
      // the other requests while it is encrypted (issue 26). The tag, known last, goes in front.
      const parts: Buffer[] = [];
      for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
        parts.push(cipher.update(bytes.subarray(start, start + CHUNK_BYTES)));
        await nextTurn();
      }
      parts.push(cipher.final());
      await storage.put(nameOf(fileKey), [Buffer.concat([VERSION, iv, cipher.getAuthTag()]), ...parts]);
      return fileKey;
    },
    async get(fileKey) {
      const stored = await storage.get(nameOf(fileKey));
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
      await storage.remove(nameOf(fileKey));
    },
  };
}
