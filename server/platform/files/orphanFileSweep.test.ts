import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../db/schema';
import { insertReport } from '../../testing/reports';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import {
  ForeignFolderError,
  ORPHAN_FILE_GRACE_MS,
  reportFilesFolder,
  sweepOrphanFiles,
} from './orphanFileSweep';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/** Moves a file's modification time back, as if it had been written that long ago. */
async function age(path: string, byMs: number): Promise<void> {
  const then = new Date(Date.now() - byMs);
  await utimes(path, then, then);
}

describe.each(testDatabases())('the orphan file sweep on $kind', (testDatabase) => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kc-sweep-'));
    t = await createTestApp(testDatabase, { config: { reportFilesDir: dir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('removes old files no report references and old temporary files, and keeps the rest', async () => {
    const recorded = await t.app.reportFiles.put(PDF);
    const report = await insertReport(t.database.db, { doctor: 'dr.weber', befundId: 'SWEEP-1' });
    await t.database.db.update(reports).set({ fileKey: recorded }).where(eq(reports.id, report.id));
    const orphan = await t.app.reportFiles.put(PDF);
    const young = await t.app.reportFiles.put(PDF);
    const halfWritten = join(dir, `${'a'.repeat(32)}.pdf.enc.4242.tmp`);
    await writeFile(halfWritten, 'v1');
    const strayName = join(dir, 'README.txt');
    await writeFile(strayName, 'not a stored file');
    const stored = (fileKey: string) => join(dir, `${fileKey}.pdf.enc`);
    for (const path of [stored(recorded), stored(orphan), halfWritten, strayName]) {
      await age(path, ORPHAN_FILE_GRACE_MS + 60_000);
    }

    expect(await sweepOrphanFiles(t.database.db, reportFilesFolder(dir))).toBe(2);

    expect((await readdir(dir)).sort()).toEqual(
      [`${recorded}.pdf.enc`, `${young}.pdf.enc`, 'README.txt'].sort(),
    );
    expect(await t.app.reportFiles.get(recorded)).toEqual(PDF);
  });

  it('removes nothing from a folder of which the database names no file: it belongs to another database', async () => {
    const foreign = await mkdtemp(join(tmpdir(), 'kc-sweep-foreign-'));
    try {
      const names = [
        `${'b'.repeat(32)}.pdf.enc`,
        `${'c'.repeat(32)}.pdf.enc`,
        `${'d'.repeat(32)}.pdf.enc.1.tmp`,
      ];
      for (const name of names) {
        await writeFile(join(foreign, name), 'v1');
        await age(join(foreign, name), ORPHAN_FILE_GRACE_MS + 60_000);
      }
      await expect(sweepOrphanFiles(t.database.db, reportFilesFolder(foreign))).rejects.toBeInstanceOf(
        ForeignFolderError,
      );
      expect((await readdir(foreign)).sort()).toEqual(names.sort());
    } finally {
      await rm(foreign, { recursive: true, force: true });
    }
  });

  it('leaves a folder that does not exist yet alone', async () => {
    expect(await sweepOrphanFiles(t.database.db, reportFilesFolder(join(dir, 'missing')))).toBe(0);
  });
});
