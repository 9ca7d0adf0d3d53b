import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_SETTING_DEFAULTS } from '../../../src/contract/officeSettings';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../platform/db/migrate';
import { offices } from '../../platform/db/schema';
import { testDatabases } from '../../testing/testDatabases';

const SETTINGS_MIGRATION = '0016_office_settings';

/** The migrations as they were before the practice's settings: the journal without that one. */
async function migrationsBeforeSettings(folder: string): Promise<void> {
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === SETTINGS_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
}

describe.each(testDatabases())('the migration of a practice’s settings on $kind', (testDatabase) => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'kc-migrations-'));
    await migrationsBeforeSettings(folder);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('gives the offices that existed before it the default settings', async () => {
    const database = await testDatabase.open({ migrate: false });
    try {
      await migrateDatabase(database, folder);
      await database.db.execute(`INSERT INTO offices (name) VALUES ('Praxis von früher')`);
      await migrateDatabase(database);
      const [office] = await database.db.select().from(offices).where(eq(offices.name, 'Praxis von früher'));
      expect(office).toMatchObject({
        reportDispatchId: OFFICE_SETTING_DEFAULTS.report_dispatch_id,
        invoiceDispatchId: OFFICE_SETTING_DEFAULTS.invoice_dispatch_id,
        paymentMethodId: OFFICE_SETTING_DEFAULTS.payment_method_id,
      });
    } finally {
      await database.close();
    }
  }, 120_000);
});
