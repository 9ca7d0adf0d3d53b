import { SYNC_APPLY_BATCH_SIZE, SYNC_PAGE_LIMIT } from '../contract/constants';
import { syncPullResponseSchema, type SyncChange } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { getMeta, MetaKey } from '../db/metaKeys';
import { retryAfterMs } from './backoff';
import { bootstrap, type SealRow } from './bootstrap';
import { applyChanges } from './mirror';
import type { SyncApi } from './SyncApi';
import { SyncHttpError, SyncProtocolError } from './syncErrors';

export interface PullOptions {
  now?: () => number;
  pageLimit?: number;
  batchSize?: number;
  /** bootstrap.ts: the stored form of a pulled row (the vault seals patient fields). */
  seal?: SealRow;
}

export interface PullResult {
  /** The cursor the mirror is now complete up to. */
  cursor: string;
  /** Changes received (before deduplication against held-back entities). */
  changes: number;
  bootstrapped: boolean;
}

/**
 * Brings the mirror up to the server's present: `GET /api/sync` page by page until `more` is
 * false. Without a cursor, or when the server answers `{reset:true}` (cursor past retention, scopes
 * changed), it bootstraps and continues from the snapshot's cursor. A second reset in one pull is
 * a protocol error rather than a loop.
 */
export async function pull(db: KundencenterDb, api: SyncApi, options: PullOptions = {}): Promise<PullResult> {
  const now = options.now ?? Date.now;
  const limit = options.pageLimit ?? SYNC_PAGE_LIMIT;
  let bootstrapped = false;
  let received = 0;
  for (;;) {
    const cursor = await getMeta(db, MetaKey.cursor);
    if (!cursor) {
      if (bootstrapped) throw new SyncProtocolError('No cursor after bootstrap');
      await bootstrap(db, api, options);
      bootstrapped = true;
      continue;
    }
    const response = await api.get(`/api/sync?cursor=${encodeURIComponent(cursor)}&limit=${limit}`);
    if (response.status !== 200) throw new SyncHttpError(response.status, retryAfterMs(response, now()));
    const parsed = syncPullResponseSchema.safeParse(response.body);
    if (!parsed.success) throw new SyncProtocolError('Malformed sync page');
    const page = parsed.data;
    if ('reset' in page) {
      if (bootstrapped) throw new SyncProtocolError('Reset again right after a bootstrap');
      await bootstrap(db, api, options);
      bootstrapped = true;
      continue;
    }
    const changes = await sealChanges(page.changes, options.seal);
    await applyPage(db, changes, page.cursor, now(), options.batchSize ?? SYNC_APPLY_BATCH_SIZE);
    received += page.changes.length;
    if (!page.more) return { cursor: page.cursor, changes: received, bootstrapped };
  }
}

/**
 * Applies one page in transactions of at most `batchSize` changes; the cursor and the time of the
 * sync are stored in the transaction of the last batch, so an interrupted page is pulled again
 * (puts and deletes are idempotent) and never skipped.
 */
export async function applyPage(
  db: KundencenterDb,
  changes: readonly SyncChange[],
  cursor: string,
  at: number,
  batchSize = SYNC_APPLY_BATCH_SIZE,
): Promise<void> {
  let start = 0;
  do {
    const batch = changes.slice(start, start + batchSize);
    start += batchSize;
    const last = start >= changes.length;
    await db.transaction('rw', db.syncTables(), async () => {
      await applyChanges(db, batch);
      if (last) {
        await db.meta.bulkPut([
          { key: MetaKey.cursor, value: cursor },
          { key: MetaKey.lastSyncAt, value: at },
        ]);
      }
    });
  } while (start < changes.length);
}

async function sealChanges(
  changes: readonly SyncChange[],
  seal: SealRow | undefined,
): Promise<readonly SyncChange[]> {
  if (!seal) return changes;
  return Promise.all(
    changes.map(async (change) =>
      change.data === null ? change : { ...change, data: await seal(change.entity, change.id, change.data) },
    ),
  );
}
