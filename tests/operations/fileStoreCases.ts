/**
 * The places a portal keeps its encrypted files, as the operations suites (issue 30) back them up,
 * restore them and look into them: the folder (REPORT_FILES_DIR and FILES_DIR under DATA_DIR) and
 * an S3 bucket (s3StoreCase.ts). Every suite runs once for each entry of FILE_STORE_CASES.
 */
import { existsSync } from 'node:fs';
import { cp, readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { reportFileKey, createReportFileStore } from '../../server/platform/files/reportFileStore';
import type { EncryptedFileStore } from '../../server/platform/crypto/encryptedFileStore';
import { SECRETS_FILE_NAME } from '../../server/platform/config/secrets';
import { createAttachmentStore } from '../../server/platform/files/attachmentStore';
import { createFolderBlobStorage } from '../../server/platform/files/folderBlobStorage';
import { ORPHAN_FILE_GRACE_MS } from '../../server/platform/files/orphanFileSweep';
import { s3Store } from './s3StoreCase';

export interface FileStoreCase {
  name: string;
  /** Starts what the store needs (a local S3 server), once per suite. */
  open(): Promise<FileStore>;
}

/** A store case, started: a portal's data directory names its place (a folder, a bucket). */
export interface FileStore {
  /** What the portal's environment needs to keep its files here (besides DATA_DIR). */
  env(dataDir: string): Promise<Record<string, string>>;
  /** The nightly copy of the files (docs/operations.md), into `backupDir`. */
  backUp(dataDir: string, backupDir: string): Promise<void>;
  /** Puts the copied files where a portal on `dataDir` looks for them. */
  restore(backupDir: string, dataDir: string): Promise<void>;
  /** The names of the report files stored, temporary files named as they are. */
  reportFileNames(dataDir: string): Promise<string[]>;
  /**
   * Makes every report file written so far older than the portal's orphan sweep grace, as the
   * hour a restart may take would: a folder's times move back, a bucket's portal has a short grace.
   */
  letGracePass(dataDir: string): Promise<void>;
  /** The report files, readable with the portal's key. */
  reportFiles(dataDir: string, appKey: string): EncryptedFileStore;
  /** The attachments of system messages and workshops, readable with the portal's key. */
  attachmentFiles(dataDir: string, appKey: string): EncryptedFileStore;
  close(): Promise<void>;
}

const REPORT_FILES = 'report-files';
const ATTACHMENTS = 'files';
export const REPORT_FILE_SUFFIX = '.pdf.enc';

const listed = (dir: string) =>
  readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

const folderStore: FileStore = {
  env: () => Promise.resolve({}),
  async backUp(dataDir, backupDir) {
    for (const folder of [REPORT_FILES, ATTACHMENTS]) {
      // A store creates its folder with its first file.
      if (existsSync(join(dataDir, folder))) {
        await cp(join(dataDir, folder), join(backupDir, folder), { recursive: true, force: false });
      }
    }
  },
  async restore(backupDir, dataDir) {
    for (const folder of [REPORT_FILES, ATTACHMENTS]) {
      if (existsSync(join(backupDir, folder))) {
        await cp(join(backupDir, folder), join(dataDir, folder), { recursive: true });
      }
    }
  },
  reportFileNames: (dataDir) => listed(join(dataDir, REPORT_FILES)),
  async letGracePass(dataDir) {
    // The file system's clock moved back, an hour and a minute: the portal's grace is its default.
    const then = new Date(Date.now() - ORPHAN_FILE_GRACE_MS - 60_000);
    for (const name of await listed(join(dataDir, REPORT_FILES))) {
      // A temporary file may be renamed or removed meanwhile.
      await utimes(join(dataDir, REPORT_FILES, name), then, then).catch(() => undefined);
    }
  },
  attachmentFiles: (dataDir, appKey) =>
    createAttachmentStore(createFolderBlobStorage(join(dataDir, ATTACHMENTS)), { appKey }),
  reportFiles: (dataDir, appKey) =>
    createReportFileStore(createFolderBlobStorage(join(dataDir, REPORT_FILES)), reportFileKey({ appKey })),
  close: () => Promise.resolve(),
};

export const FILE_STORE_CASES: readonly FileStoreCase[] = [
  { name: 'the files folder', open: () => Promise.resolve(folderStore) },
  { name: 'an S3 bucket', open: s3Store },
];

/** The generated keys (DATA_DIR/secrets.json): backed up apart from the dump and the files. */
export async function backUpKeys(dataDir: string, keysDir: string): Promise<void> {
  await cp(join(dataDir, SECRETS_FILE_NAME), join(keysDir, SECRETS_FILE_NAME));
}

export async function restoreKeys(keysDir: string, dataDir: string): Promise<void> {
  await cp(join(keysDir, SECRETS_FILE_NAME), join(dataDir, SECRETS_FILE_NAME));
}
