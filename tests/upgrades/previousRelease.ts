/**
 * The previous release as tests/upgrades/fixtures holds it: the demo laboratory that commit
 * db3ea74 (last migration 0017) seeded on PostgreSQL, dumped with pg_dump -Fc, and the encrypted
 * files of its data directory. makePreviousReleaseFixture.sh makes both again; the keys below are
 * the ones it starts the old release with, so the current release can open what the old one sealed.
 */
import { execFile } from 'node:child_process';
import { mkdir, realpath, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const PREVIOUS_RELEASE = {
  commit: 'db3ea74',
  /** The tag of the last migration it applied: everything after it is this release's. */
  lastMigration: '0017_unique_emails_single_use_links',
  /** Demo keys, not those of any deployment; makePreviousReleaseFixture.sh sets the same. */
  appKey: 'upgrade-fixture-app-key-not-a-secret-0001',
  sessionSecret: 'upgrade-fixture-session-secret-not-a-secret',
} as const;

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

export const PREVIOUS_RELEASE_DUMP = fixture('previous-release.dump');
const PREVIOUS_RELEASE_FILES = fixture('previous-release-files.tar.gz');

/** The old data directory (report PDFs, attachments) unpacked into `dataDir`; without tar, fails. */
export async function unpackPreviousReleaseFiles(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  try {
    await execFileAsync('tar', ['-xzf', PREVIOUS_RELEASE_FILES, '-C', dataDir]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('tar is not installed: the upgrade test unpacks the previous release files with it');
    }
    throw error;
  }
}

const PREVIOUS_RELEASE_SOURCE = fixture('previous-release-source.tar.gz');
const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/**
 * The previous release's server in `dir`, to run beside this one (mixedVersions.test.ts): its source
 * (server/, src/contract, src/shared, without tests; makePreviousReleaseFixture.sh packs it from the
 * old commit) with this checkout's node_modules, a superset of the old release's packages
 * (package.json only gained entries since; @fastify/helmet, which this release no longer imports,
 * stays a devDependency for the old server). Without tar, fails.
 */
export async function extractPreviousReleaseSource(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await execFileAsync('tar', ['-xzf', PREVIOUS_RELEASE_SOURCE, '-C', dir]);
  await symlink(await realpath(NODE_MODULES), join(dir, 'node_modules'));
}
