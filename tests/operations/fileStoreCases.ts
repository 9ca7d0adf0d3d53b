/**
 * The places a portal keeps its encrypted files, as the operations suites (issue 30) back them up,
 * restore them and look into them. Today there is the folder (REPORT_FILES_DIR and FILES_DIR under
 * DATA_DIR); another store (S3) is one more entry of FILE_STORE_CASES with its own copy and listing,
 * and every suite runs for it too.
 */
import { existsSync } from 'node:fs';
import { cp, readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { reportFileKey, createReportFileStore } from '../../server/platform/files/reportFileStore';
import type { EncryptedFileStore } from '../../server/platform/crypto/encryptedFileStore';
import { SECRETS_FILE_NAME } from '../../server/platform/config/secrets';
import { createAttachmentStore } from '../../server/platform/files/attachmentStore';
import { createFolderBlobStorage } from '../../server/platform/files/folderBlobStorage';

export interface FileStoreCase {
  name: string;
  /** What the portal's environment needs to keep its files here (besides DATA_DIR). */
  env(dataDir: string): Record<string, string>;
  /** The nightly copy of the files (docs/operations.md), into `backupDir`. */
  backUp(dataDir: string, backupDir: string): Promise<void>;
  /** Puts the copied files where a portal on `dataDir` looks for them. */
  restore(backupDir: string, dataDir: string): Promise<void>;
  /** The keys of the report files stored, temporary files named as they are. */
  reportFileNames(dataDir: string): Promise<string[]>;
  /** Makes every report file look `byMs` older, as time passing would (the orphan sweep's grace). */
  ageReportFiles(dataDir: string, byMs: number): Promise<void>;
  /** The report files, readable with the portal's key. */
  reportFiles(dataDir: string, appKey: string): EncryptedFileStore;
  /** The attachments of system messages and workshops, readable with the portal's key. */
  attachmentFiles(dataDir: string, appKey: string): EncryptedFileStore;
}

const REPORT_FILES = 'report-files';
const ATTACHMENTS = 'files';
export const REPORT_FILE_SUFFIX = '.pdf.enc';

const listed = (dir: string) =>
  readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

export const folderStore: FileStoreCase = {
  name: 'the files folder',
  env: () => ({}),
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
  async ageReportFiles(dataDir, byMs) {
    const then = new Date(Date.now() - byMs);
    for (const name of await listed(join(dataDir, REPORT_FILES))) {
      // A temporary file may be renamed or removed meanwhile.
      await utimes(join(dataDir, REPORT_FILES, name), then, then).catch(() => undefined);
    }
  },
  attachmentFiles: (dataDir, appKey) =>
    createAttachmentStore(createFolderBlobStorage(join(dataDir, ATTACHMENTS)), { appKey }),
  reportFiles: (dataDir, appKey) =>
    createReportFileStore(createFolderBlobStorage(join(dataDir, REPORT_FILES)), reportFileKey({ appKey })),
};

export const FILE_STORE_CASES: readonly FileStoreCase[] = [folderStore];

/** The generated keys (DATA_DIR/secrets.json): backed up apart from the dump and the files. */
export async function backUpKeys(dataDir: string, keysDir: string): Promise<void> {
  await cp(join(dataDir, SECRETS_FILE_NAME), join(keysDir, SECRETS_FILE_NAME));
}

export async function restoreKeys(keysDir: string, dataDir: string): Promise<void> {
  await cp(join(keysDir, SECRETS_FILE_NAME), join(dataDir, SECRETS_FILE_NAME));
}
