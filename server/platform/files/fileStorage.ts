/**
 * Where the app's two encrypted file stores keep their bytes (issue 30): one S3 bucket with a
 * prefix per store when the S3 variables are set, else REPORT_FILES_DIR and FILES_DIR as before.
 * The choice is made here once; the stores (reportFileStore.ts, attachmentStore.ts) never know it.
 */
import type { Config } from '../config/config';
import { createAttachmentStore, type AttachmentStore } from './attachmentStore';
import type { BlobStorage } from './blobStorage';
import { createFolderBlobStorage } from './folderBlobStorage';
import { createReportFileStore, reportFileKey, type ReportFileStore } from './reportFileStore';
import { createS3BlobStorage } from './s3BlobStorage';
import { createS3Client } from './s3Client';

/** The key prefixes of the stores in the shared bucket. */
export const S3_PREFIXES = { reports: 'reports/', attachments: 'attachments/' } as const;

export interface FileStores {
  reportFiles: ReportFileStore;
  attachments: AttachmentStore;
  /** Where the stores keep their bytes, for the startup log. */
  kind: 's3' | 'folder';
  /** The stores' storages, for the orphan sweep (orphanFileSweep.ts), which lists them. */
  storages: { reports: BlobStorage; attachments: BlobStorage };
  /** Lets go of the S3 client's connections. */
  close(): void;
}

type FileConfig = Pick<Config, 'appKey' | 'reportFileKey' | 'reportFilesDir' | 'filesDir' | 's3'>;

export function createFileStores(config: FileConfig): FileStores {
  const storages = blobStoragesFor(config);
  return {
    reportFiles: createReportFileStore(storages.reports, reportFileKey(config)),
    attachments: createAttachmentStore(storages.attachments, config),
    kind: config.s3 ? 's3' : 'folder',
    storages: { reports: storages.reports, attachments: storages.attachments },
    close: storages.close,
  };
}

function blobStoragesFor(config: FileConfig): {
  reports: BlobStorage;
  attachments: BlobStorage;
  close(): void;
} {
  if (!config.s3) {
    return {
      reports: createFolderBlobStorage(config.reportFilesDir),
      attachments: createFolderBlobStorage(config.filesDir),
      close: () => {},
    };
  }
  const client = createS3Client(config.s3);
  const { bucket } = config.s3;
  return {
    reports: createS3BlobStorage({ client, bucket, prefix: S3_PREFIXES.reports }),
    attachments: createS3BlobStorage({ client, bucket, prefix: S3_PREFIXES.attachments }),
    close: () => client.destroy(),
  };
}
