/**
 * The property the design brief asks to prove against PostgreSQL: with concurrent writers and a
 * puller running at the same time, the pulls together deliver every write, and no cursor a pull
 * answered ever passed a change that committed later. Writers run on separate pool connections
 * and sleep at random inside their transactions, so commits interleave; the puller uses small
 * pages. Skipped in a run without PostgreSQL (testDatabases.ts; PGlite runs one transaction at a time, so nothing
 * would interleave).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_LIST_DE } from '../../../src/contract/constants';
import { SyncEntity } from '../../../src/contract/sync';
import type { Database } from '../db/database';
import { newsletterRecipients, users } from '../db/schema';
import { testDatabases } from '../../testing/testDatabases';
import { SYNC_ENTITY_DEFINITIONS } from '../../features/syncEntities';
import { pullChanges } from './pullChanges';
import { userScope } from './scopes';
import { encodeCursor, parseCursor } from './syncCursor';
import { writeWithChanges } from './writeWithChanges';

const WRITERS = 4;
const WRITES_EACH = 50;
const PULL_LIMIT = 7;

const postgres = testDatabases().find((database) => database.kind === 'postgres');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomMs = (max: number) => Math.floor(Math.random() * (max + 1));

interface Pull {
  from: number;
  to: number;
  ids: Set<string>;
}

describe.skipIf(!postgres)('commit order of the change feed on PostgreSQL', () => {
  let database: Database;
  let user: { id: number; uuid: string; syncEpoch: number };

  beforeAll(async () => {
    if (!postgres) return;
    database = await postgres.open();
    const [created] = await database.db
      .insert(users)
      .values({ vorname: 'Paula', nachname: 'Puller', email: 'puller@example.org' })
      .returning({ id: users.id, uuid: users.uuid, syncEpoch: users.syncEpoch });
    if (!created) throw new Error('no user');
    user = created;
  });
  afterAll(() => database?.close());

  it('delivers every write exactly where its version lies, however the commits interleave', async () => {
    const written = new Map<string, number>();

    async function writer(writerIndex: number): Promise<void> {
      for (let index = 0; index < WRITES_EACH; index++) {
        const { result: id, version } = await writeWithChanges(database.db, async (tx, emit) => {
          const [row] = await tx
            .insert(newsletterRecipients)
            .values({
              userId: user.id,
              recipientlistId: NEWSLETTER_LIST_DE,
              email: `w${writerIndex}-${index}@example.org`,
            })
            .returning({ id: newsletterRecipients.id });
          if (!row) throw new Error('not inserted');
          await sleep(randomMs(3));
          emit(SyncEntity.newsletterRecipient, row.id, [userScope(user.uuid)]);
          await sleep(randomMs(2));
          return String(row.id);
        });
        if (version === null) throw new Error('no version');
        written.set(id, version);
      }
    }

    const pulls: Pull[] = [];
    let cursor = encodeCursor({ epoch: user.syncEpoch, version: 0 });
    async function pullOnce(): Promise<boolean> {
      const page = await pullChanges(database.db, SYNC_ENTITY_DEFINITIONS, user.id, cursor, PULL_LIMIT);
      if ('reset' in page) throw new Error('unexpected reset');
      const from = parseCursor(cursor)?.version ?? -1;
      const to = parseCursor(page.cursor)?.version ?? -1;
      expect(to).toBeGreaterThanOrEqual(from);
      expect(page.changes.every((change) => change.op === 'put')).toBe(true);
      pulls.push({ from, to, ids: new Set(page.changes.map((change) => change.id)) });
      cursor = page.cursor;
      return page.more;
    }

    let writing = true;
    const writers = Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index))).finally(() => {
      writing = false;
    });
    const puller = (async () => {
      while (writing) {
        await pullOnce();
        await sleep(randomMs(2));
      }
      while (await pullOnce());
    })();
    await Promise.all([writers, puller]);

    // Every write got its own version, one after another.
    const versions = [...written.values()].sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: WRITERS * WRITES_EACH }, (_, index) => index + 1));
    // The union of the pulls is the set of writes.
    const delivered = new Set(pulls.flatMap((pull) => [...pull.ids]));
    expect([...delivered].sort()).toEqual([...written.keys()].sort());
    // No cursor skipped a change: the pull whose range holds a write's version delivered it.
    for (const [id, version] of written) {
      const covering = pulls.find((pull) => pull.from < version && version <= pull.to);
      expect(covering?.ids.has(id), `write ${id} at version ${version}`).toBe(true);
    }
    expect(parseCursor(cursor)?.version).toBe(WRITERS * WRITES_EACH);
    expect(pulls.length).toBeGreaterThan((WRITERS * WRITES_EACH) / PULL_LIMIT);
  }, 20_000);
});
