/**
 * The official AWS SDK's S3 client (@aws-sdk/client-s3) for the bucket of issue 30: signing,
 * retries and the S3 error codes are the SDK's, not ours. One client serves both file stores.
 */
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/config';

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Since 3.729 the SDK adds a CRC32 checksum header to every upload and asks for one on every
    // download. s3rver ignores them, but several S3-compatible stores a lab may run refuse such
    // uploads (Backblaze B2, Huawei OBS, older MinIO and Ceph; aws/aws-sdk-js-v3#6819 and the
    // boto3 change behind it). AES-GCM's tag already proves each file intact, so checksums are sent
    // and checked only where the S3 operation demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
