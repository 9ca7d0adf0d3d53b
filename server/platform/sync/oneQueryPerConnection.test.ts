/**
 * A pull and a bootstrap read in one REPEATABLE READ transaction, so every entity's loader runs on
 * one connection: its queries must go one after another (a `Promise.all` over them makes pg queue
 * them and warn, and pg 9 refuses). Every demo user's whole snapshot and feed are read while
 * overlapping queries are watched. PostgreSQL only: PGlite has a single connection that takes
 * one query at a time whatever the caller does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncrypter } from '../crypto/encryption';
import { createPasswordHasher } from '../crypto/passwordHasher';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { seedDemoData } from '../../seed/demoData';
import { installResultKeys } from '../../features/results';
import { watchOverlappingQueries } from '../../testing/overlappingQueries';
import { TEST_PASSWORD_HASH_COST } from '../../testing/testApp';
import { testConfig } from '../../testing/testConfig';
import { testDatabases } from '../../testing/testDatabases';
import { readBootstrapPage } from './bootstrapSnapshot';
import { SYNC_ENTITY_DEFINITIONS } from '../../features/syncEntities';
import { pullChanges } from './pullChanges';
import { encodeCursor } from './syncCursor';

/** More rows than the demo data has: each read is one page. */
const WHOLE = 100_000;
const postgres = testDatabases().find((database) => database.kind === 'postgres');

// The demo orders' patients are encrypted with the patients' key, installed at start (main.ts).
installResultKeys(testConfig().appKey);

describe.skipIf(!postgres)('queries on one connection on PostgreSQL', () => {
  let database: Database;

  beforeAll(async () => {
    if (!postgres) return;
    database = await postgres.open();
    await seedDemoData(database.db, {
      passwords: createPasswordHasher(TEST_PASSWORD_HASH_COST),
      encrypter: createEncrypter(testConfig().appKey),
      now: new Date('2026-03-02T09:00:00Z'),
    });
  });
  afterAll(() => database?.close());

  it('go one after another in every demo user’s bootstrap and pull', async () => {
    const people = await database.db.select({ id: users.id, epoch: users.syncEpoch }).from(users);
    const watch = watchOverlappingQueries();
    const entities = new Set<string>();
    try {
      for (const person of people) {
        const page = await readBootstrapPage(database.db, SYNC_ENTITY_DEFINITIONS, person.id, {
          limit: WHOLE,
        });
        expect(page?.next).toBeNull();
        for (const row of page?.rows ?? []) entities.add(row.entity);
        const start = encodeCursor({ epoch: person.epoch, version: 0 });
        const pulled = await pullChanges(database.db, SYNC_ENTITY_DEFINITIONS, person.id, start, WHOLE);
        expect('changes' in pulled && pulled.changes.length).toBeGreaterThan(0);
      }
    } finally {
      watch.stop();
    }
    // The loaders that read several tables per batch of records were reached.
    for (const entity of ['doctor', 'workshop', 'forumPost']) expect(entities.has(entity)).toBe(true);
    expect(watch.overlapping).toEqual([]);
  });
});
