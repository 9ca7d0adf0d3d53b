import { SYNC_APPLY_BATCH_SIZE, SYNC_PAGE_LIMIT } from '../contract/constants';
import { syncBootstrapPageSchema, type SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { MetaKey } from '../db/metaKeys';
import { replaceMirror, type SnapshotRow, type StoreRows } from './mirror';
import type { SyncApi } from './SyncApi';
import { SyncHttpError, SyncProtocolError } from './syncErrors';
import { retryAfterMs } from './backoff';

/**
 * Turns a pulled row into its stored form before it is written (the vault's sealing of patient
 * fields, src/vault/sealedFields.ts). It runs outside the Dexie transaction (WebCrypto, not
 * Dexie), batch by batch while the batches before are written (replaceMirror).
 */
export type SealRow = (
  entity: SyncEntity,
  id: string,
  data: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

export interface BootstrapOptions {
  now?: () => number;
  pageLimit?: number;
  batchSize?: number;
  seal?: SealRow;
}

/** A batch of rows as stored: every row sealed, all at once (WebCrypto works off the main thread). */
const sealRows =
  (seal: SealRow): StoreRows =>
  (rows) =>
    Promise.all(
      rows.map(async (row) => ({
        entity: row.entity,
        id: row.id,
        data: await seal(row.entity, row.id, row.data),
      })),
    );

/**
 * Loads the snapshot of everything the user may see, page by page, into memory, and only when the
 * last page has arrived replaces the mirror in one transaction (sealing each batch while the one
 * before is written) and stores the snapshot's cursor
 * (taken by the server before it read the snapshot, so the next pull misses nothing). A failure
 * on any page leaves the mirror as it was. `pull` calls this on a reset and continues from the
 * new cursor; callers that bootstrap directly pull afterwards.
 */
export async function bootstrap(
  db: KundencenterDb,
  api: SyncApi,
  options: BootstrapOptions = {},
): Promise<{ cursor: string; rows: number }> {
  const now = options.now ?? Date.now;
  const limit = options.pageLimit ?? SYNC_PAGE_LIMIT;
  const rows: SnapshotRow[] = [];
  let cursor: string | null = null;
  let after: string | null = null;
  do {
    const query: string =
      cursor === null
        ? `limit=${limit}`
        : `cursor=${encodeURIComponent(cursor)}&after=${encodeURIComponent(after ?? '')}&limit=${limit}`;
    const response = await api.get(`/api/sync/bootstrap?${query}`);
    if (response.status !== 200) throw new SyncHttpError(response.status, retryAfterMs(response, now()));
    const parsed = syncBootstrapPageSchema.safeParse(response.body);
    if (!parsed.success) throw new SyncProtocolError('Malformed bootstrap page');
    const page = parsed.data;
    if (cursor !== null && page.cursor !== cursor)
      throw new SyncProtocolError('Bootstrap cursor changed between pages');
    cursor = page.cursor;
    for (const row of page.rows) rows.push(row);
    after = page.next;
  } while (after !== null);

  const snapshotCursor = cursor;
  await db.transaction('rw', db.syncTables(), async () => {
    const { seal } = options;
    await replaceMirror(db, rows, options.batchSize ?? SYNC_APPLY_BATCH_SIZE, seal && sealRows(seal));
    const at = now();
    const sentinel = await db.meta.get(MetaKey.sentinel);
    await db.meta.bulkPut([
      { key: MetaKey.cursor, value: snapshotCursor },
      { key: MetaKey.bootstrappedAt, value: at },
      { key: MetaKey.lastSyncAt, value: at },
      { key: MetaKey.sentinel, value: sentinel?.value ?? at },
    ]);
  });
  return { cursor: snapshotCursor, rows: rows.length };
}
