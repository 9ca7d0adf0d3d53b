import Dexie, { type EntityTable, type Table } from 'dexie';
import { SYNC_ENTITIES, type SyncEntity } from '../contract/sync';
import { MetaKey } from './metaKeys';
import { MIRROR_CONCEPTS, type MirrorRows } from './mirrorTables';
import type { EntityRow, HeldRow, MetaRow, OutboxRow } from './rows';

/**
 * The local mirror of one user: a table per synced entity (keyed by the feed's string id), the
 * device-only tables of some concepts (report PDFs, kept reports, message attachments), the outbox
 * of queued actions, the held-back server versions, and meta (cursor, last sync, sentinel). The UI
 * reads only from here; the sync worker is the only writer of pulled data.
 *
 * Each concept declares the tables every schema version adds (`tables/<concept>.ts`, listed in
 * mirrorTables.ts). The versions so far: 1 the account, roles and permissions, offices and lookups
 * with the sync machinery's tables; 2 notifications, reports (and their PDFs), demands and
 * interpretation requests; 3 the kept reports; 4 tickets and system messages (and their
 * attachments); 5 statistics and doctors; 6 the iEC catalogue, workshops and the forum;
 * 7 the practice settings' lookups; 8 the reports' `patient_id` index (issue 27); 10 the passkeys
 * and 11 the push subscriptions (issue 29).
 */
const SYNC_MACHINERY_STORES = {
  outbox: '++seq, &id, [state+seq], [entity+entityId]',
  held: '[entity+id], entity',
  meta: 'key',
};

/** The stores of each schema version, ascending: the concepts' tables in list order. */
export function schemaVersions(): [version: number, stores: Record<string, string>][] {
  const versions = new Map<number, Record<string, string>>([[1, {}]]);
  for (const concept of MIRROR_CONCEPTS) {
    for (const [version, stores] of Object.entries(concept.stores)) {
      const number = Number(version);
      versions.set(number, { ...versions.get(number), ...(stores as Record<string, string>) });
    }
  }
  versions.set(1, { ...versions.get(1), ...SYNC_MACHINERY_STORES });
  return [...versions].sort(([a], [b]) => a - b);
}

/**
 * A version that adds an entity table forgets the cursor: the new table starts empty while the
 * cursor is already past its rows, so the next pull is answered with a reset and the mirror
 * bootstraps afresh (queued outbox rows stay). A device-only table (version 3) keeps the cursor.
 */
export const addsEntityTable = (stores: Record<string, string>) =>
  Object.keys(stores).some((table) => (SYNC_ENTITIES as readonly string[]).includes(table));

class MirrorDatabase extends Dexie {
  declare outbox: EntityTable<OutboxRow, 'seq'>;
  declare held: Table<HeldRow, [SyncEntity, string]>;
  declare meta: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    for (const [version, stores] of schemaVersions()) {
      const declared = this.version(version).stores(stores);
      if (version > 1 && addsEntityTable(stores)) {
        declared.upgrade((tx) => tx.table('meta').delete(MetaKey.cursor));
      }
    }
  }

  /** The table of an entity, untyped, for code that handles every entity alike. */
  entityTable(entity: SyncEntity): Table<EntityRow, string> {
    return this.table(entity);
  }

  /** Every entity table: with `held`, `outbox` and `meta` the scope of a transaction that applies changes. */
  entityTables(): Table<EntityRow, string>[] {
    return SYNC_ENTITIES.map((entity) => this.entityTable(entity));
  }

  /** The tables a transaction needs to apply pulled data or to queue an action. */
  syncTables(): Table[] {
    return [...this.entityTables(), this.outbox, this.held, this.meta];
  }
}

/** Every concept's table, typed by its row. */
type MirrorTables = { [T in keyof MirrorRows]: Table<MirrorRows[T], string> };

/**
 * The mirror with a typed property per table. Dexie adds the table properties when the schema is
 * declared; a class cannot declare properties from a mapped type, hence the type on the constructor.
 */
export type KundencenterDb = MirrorDatabase & MirrorTables;
export const KundencenterDb = MirrorDatabase as unknown as new (name: string) => KundencenterDb;
