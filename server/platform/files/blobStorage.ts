/**
 * Where the encrypted files rest (issue 30), apart from how they are encrypted: opaque bytes under
 * a name, in a folder (folderBlobStorage.ts) or in an S3-compatible bucket (s3BlobStorage.ts).
 * Only ciphertext reaches it; the keys stay with encryptedFileStore.ts, in the portal's process.
 */
export interface BlobStorage {
  /** Stores the parts, one after the other, under `name`, replacing what was there. */
  put(name: string, parts: readonly Uint8Array[]): Promise<void>;
  /** The stored bytes; BlobNotFoundError when there are none. */
  get(name: string): Promise<Buffer>;
  /** Removes the bytes; a missing name is fine. */
  remove(name: string): Promise<void>;
  /** Every blob stored with when it was last written: what the orphan sweep looks at. */
  list(): AsyncIterable<StoredBlob>;
  /** Where the blobs are, for logs: the folder's path, or `s3://bucket/prefix`. */
  readonly where: string;
}

export interface StoredBlob {
  name: string;
  /** When the blob was last written, by the storage's clock (a file's mtime, an object's LastModified). */
  modifiedMs: number;
  /** A write that never finished (the folder's temporary file): nobody will read it. */
  partial: boolean;
}

/** Nothing is stored under the name: lost, removed, or never written. */
export class BlobNotFoundError extends Error {
  override readonly name = 'BlobNotFoundError';

  constructor() {
    // Without the blob's name: it is a file key, and a log needs no more than that one was missing.
    super('blob storage: no such blob');
  }
}

/** File names of one directory level and S3 keys alike: no separators, no `..`, no spaces. */
const BLOB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A listing passes over names the portal cannot have written: they are not its blobs. */
export const isBlobName = (name: string): boolean => BLOB_NAME.test(name);

export function checkBlobName(name: string): string {
  if (!isBlobName(name)) throw new Error('blob storage: invalid name');
  return name;
}
