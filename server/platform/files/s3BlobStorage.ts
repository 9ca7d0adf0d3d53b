/**
 * Blobs as objects in an S3-compatible bucket (issue 30), so every instance of the portal reads
 * what any other wrote without a shared volume. Each store keeps its objects under a prefix of its
 * own (`reports/`, `attachments/`): one bucket serves both, and a lab grants the portal one bucket.
 * Objects are written whole by PutObject, which replaces atomically: a reader sees the old object
 * or the new one, never a part, the same promise the folder's rename gives.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  ListObjectsCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { BlobNotFoundError, checkBlobName, isBlobName, type BlobStorage } from './blobStorage';

export interface S3Location {
  client: S3Client;
  bucket: string;
  /** Ends with `/`, e.g. `reports/`. */
  prefix: string;
}

export function createS3BlobStorage({ client, bucket, prefix }: S3Location): BlobStorage {
  const keyOf = (name: string) => `${prefix}${checkBlobName(name)}`;

  return {
    where: `s3://${bucket}/${prefix}`,
    async put(name, parts) {
      const key = keyOf(name);
      // One body of known length: a stream would need the length anyway and the SDK to hash it.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: Buffer.concat(parts) }));
    },
    async get(name) {
      const key = keyOf(name);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) throw new BlobNotFoundError();
        const bytes = await response.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof NoSuchKey) throw new BlobNotFoundError();
        throw error;
      }
    },
    async remove(name) {
      // S3 answers 204 for a key that is not there: removing twice is fine, as in the folder.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
    async *list() {
      // ListObjects (version 1) and its marker: every S3-compatible store pages it the same way,
      // while s3rver fails every truncated ListObjectsV2 page on Node 17 and later (its continuation
      // token is DES, which OpenSSL 3 no longer has), and a bucket holds more than 1000 reports.
      // One level under the prefix, like a folder's listing: deeper keys are not the store's.
      let marker: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Delimiter: '/', Marker: marker }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (!isBlobName(name) || !object.LastModified) continue;
          // PutObject writes whole: a bucket holds no half-written object.
          yield { name, modifiedMs: object.LastModified.getTime(), partial: false };
        }
        marker = page.IsTruncated ? (page.NextMarker ?? page.Contents?.at(-1)?.Key) : undefined;
      } while (marker);
    },
  };
}
