import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportFileStore, reportFileKey, type ReportFileStore } from './reportFileStore';

const PDF = Buffer.from('%PDF-1.7\nPatient: Mustermann, Erika\n%%EOF\n');

describe('the encrypted report file store', () => {
  let dir: string;
  let store: ReportFileStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-files-'));
    store = createReportFileStore(dir, reportFileKey({ appKey: 'an-app-key-an-app-key-an-app-key' }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives back the bytes it stored, and keeps no clear text on disk', async () => {
    const fileKey = await store.put(PDF);
    expect(await store.get(fileKey)).toEqual(PDF);
    const [name] = await readdir(dir);
    const onDisk = await readFile(join(dir, name ?? ''));
    expect(onDisk.includes(Buffer.from('Mustermann'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('refuses a file read with another key, or a file altered or swapped for another', async () => {
    const fileKey = await store.put(PDF);
    const other = createReportFileStore(
      dir,
      reportFileKey({ appKey: 'another-key-another-key-another-key' }),
    );
    await expect(other.get(fileKey)).rejects.toThrow();
    const path = join(dir, `${fileKey}.pdf.enc`);
    const altered = await readFile(path);
    altered.writeUInt8(altered.readUInt8(altered.length - 1) ^ 1, altered.length - 1);
    await writeFile(path, altered);
    await expect(store.get(fileKey)).rejects.toThrow();
    const first = await store.put(PDF);
    const second = await store.put(Buffer.from('%PDF-1.7 other'));
    await writeFile(join(dir, `${first}.pdf.enc`), await readFile(join(dir, `${second}.pdf.enc`)));
    await expect(store.get(first)).rejects.toThrow();
  });

  it('uses the configured key when one is given, and removes files', async () => {
    const configured = reportFileKey({
      appKey: 'x'.repeat(32),
      reportFileKey: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(configured).toEqual(Buffer.alloc(32, 7));
    const fileKey = await store.put(PDF);
    await store.remove(fileKey);
    await expect(store.get(fileKey)).rejects.toThrow();
    await store.remove(fileKey);
    await expect(store.get('../../etc/passwd')).rejects.toThrow('invalid file key');
  });
});
