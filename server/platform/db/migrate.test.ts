import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/testDatabases';
import type { Database } from './database';
import { migrateDatabase } from './migrate';
import { queryRows } from './queryRows';
import { syncClock } from './schema';

const TABLES = [
  'analyses',
  'analysis_profile_items',
  'analysis_profiles',
  'api_token_uses',
  'api_tokens',
  'backend_message_confirmations',
  'backend_message_files',
  'backend_messages',
  'changes',
  'dev_mails',
  'files',
  'idempotency_keys',
  'iec_lexicon_entries',
  'iec_lexicon_entry_sources',
  'iec_selections',
  'iec_sources',
  'iec_substance_groups',
  'iec_substance_sources',
  'iec_substances',
  'invoice_dispatches',
  'login_events',
  'mail_intents',
  'mail_queue',
  'newsletter_recipients',
  'notifications',
  'office_doctors',
  'offices',
  'order_counts',
  'order_events',
  'order_favourites',
  'order_items',
  'order_number_blocks',
  'order_statuses',
  'orders',
  'passkeys',
  'password_reset_tokens',
  'patients',
  'payment_methods',
  'permissions',
  'post_channels',
  'post_comments',
  'post_groups',
  'post_views',
  'posts',
  'push_subscriptions',
  'report_audit_log',
  'report_counts',
  'report_demand_messages',
  'report_demand_reads',
  'report_demands',
  'report_dispatches',
  'report_interpretations',
  'report_results',
  'report_search_hits',
  'report_search_terms',
  'reports',
  'role_permissions',
  'roles',
  'sessions',
  'settings',
  'spam_reports',
  'sso_identities',
  'sync_clock',
  'sync_floor',
  'sync_origin',
  'ticket_answers',
  'ticket_categories',
  'ticket_priorities',
  'ticket_reads',
  'ticket_statuses',
  'tickets',
  'user_roles',
  'users',
  'workshop_events',
  'workshop_files',
  'workshop_registrations',
  'workshop_topic_links',
  'workshop_topics',
  'workshops',
];

describe.each(testDatabases().filter((kind) => kind.kind === 'postgres'))(
  'migrations started by several instances at once on $kind',
  (testDatabase) => {
    it('are applied once, the later instances waiting for the first', async () => {
      const database = await testDatabase.open({ migrate: false });
      try {
        await Promise.all([migrateDatabase(database), migrateDatabase(database), migrateDatabase(database)]);
        expect(await database.db.select().from(syncClock)).toEqual([{ id: 1, v: 0 }]);
      } finally {
        await database.close();
      }
    });
  },
);

describe.each(testDatabases())('migrations on $kind', (testDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase.open({ migrate: false });
    await migrateDatabase(database);
  });
  afterAll(() => database?.close());

  it('create every table of the schema', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(TABLES);
  });

  it('insert the single sync_clock row at version 0', async () => {
    expect(await database.db.select().from(syncClock)).toEqual([{ id: 1, v: 0 }]);
  });

  it('are applied once: running them again changes nothing', async () => {
    await migrateDatabase(database);
    expect(await database.db.select().from(syncClock)).toEqual([{ id: 1, v: 0 }]);
  });

  it('keep sync_clock to exactly one row', async () => {
    await expect(database.db.insert(syncClock).values({ id: 2, v: 0 })).rejects.toThrow();
  });

  it("accept only 'put' and 'del' as change ops", async () => {
    const insertChange = (op: string) =>
      database.db.execute(
        sql`INSERT INTO changes (version, scope, entity, entity_id, op) VALUES (1, 'all', 'lookup', '1', ${op})`,
      );
    await insertChange('put');
    await insertChange('del');
    await expect(insertChange('update')).rejects.toThrow();
  });

  it('index the change feed by scope and version, and by age for the retention job', async () => {
    const rows = await queryRows<{ indexdef: string }>(
      database.db,
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'changes' ORDER BY indexname`,
    );
    expect(rows.map((row) => row.indexdef)).toEqual([
      expect.stringMatching(/\(created_at\)$/),
      expect.stringMatching(/\(scope, version\)$/),
    ]);
  });
});
