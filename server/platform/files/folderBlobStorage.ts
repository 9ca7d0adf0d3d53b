/**
 * Blobs as files in one directory (issue 6's layout, unchanged): each is written to a temporary
 * name, 0600, a part at a time, and renamed into place, so a crash leaves no half-written file and
 * a 20 MB report neither blocks the event loop nor is copied into one more buffer while it is
 * written (issue 26). Two instances share it only on a volume both mount; S3 is the other way.
 */
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BlobNotFoundError, checkBlobName, isBlobName, type BlobStorage } from './blobStorage';

/** How a file being written is named until it is renamed into place. */
const TEMPORARY_SUFFIX = '.tmp';

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOENT';

export function createFolderBlobStorage(dir: string): BlobStorage {
  const pathOf = (name: string) => join(dir, checkBlobName(name));
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }));

  return {
    where: dir,
    async put(name, parts) {
      const path = pathOf(name);
      await ensureDir();
      const temporary = `${path}.${process.pid}${TEMPORARY_SUFFIX}`;
      const file = await open(temporary, 'w', 0o600);
      try {
        for (const part of parts) await file.write(part);
      } catch (error) {
        await file.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await file.close();
      await rename(temporary, path);
    },
    async get(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if (isMissing(error)) throw new BlobNotFoundError();
        throw error;
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async *list() {
      // A store creates its folder with its first file: none yet is an empty listing.
      const names = await readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const name of names.filter(isBlobName)) {
        // A temporary file may be renamed or removed between the listing and its stat.
        const info = await stat(join(dir, name)).catch(() => null);
        if (!info?.isFile()) continue;
        yield { name, modifiedMs: info.mtimeMs, partial: name.endsWith(TEMPORARY_SUFFIX) };
      }
    },
  };
}
