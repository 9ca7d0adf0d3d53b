/**
 * The change feed of the sync protocol (docs: design brief, "The sync protocol").
 *
 * `changes` holds one row per scope that can see a written entity. Its `version` is NOT a
 * bigserial: a sequence value taken at insert can be passed by a transaction that commits later,
 * and a pull in between would skip that change for ever. Writers take the version from the single
 * `sync_clock` row (`UPDATE sync_clock SET v = v + 1 RETURNING v`) as the last statement before
 * commit; the row lock orders commits, so versions follow commit order.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { sqlList, timestampTz } from './columns';

export const CHANGE_OPS = ['put', 'del'] as const;
export type ChangeOp = (typeof CHANGE_OPS)[number];

export const changes = pgTable(
  'changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    /** `user:<uuid>`, `perm:<permission>` or `all`. */
    scope: text('scope').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    op: text('op', { enum: CHANGE_OPS }).notNull(),
    /** For the retention job (SYNC_CHANGES_RETENTION_MS); never used for ordering. */
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('changes_scope_version_idx').on(table.scope, table.version),
    index('changes_created_at_idx').on(table.createdAt),
    check('changes_op_check', sql.raw(`op IN (${sqlList(CHANGE_OPS)})`)),
  ],
);

/** Exactly one row (id 1), inserted by the migration that creates the table. */
export const syncClock = pgTable(
  'sync_clock',
  {
    id: smallint('id').primaryKey(),
    v: bigint('v', { mode: 'number' }).notNull().default(0),
  },
  () => [check('sync_clock_single_row', sql`id = 1`)],
);

/**
 * The retention floor (at most one row, id 1; absent means 0): the highest version the retention
 * job has deleted. A cursor below it may have missed deleted changes, so a pull answers a reset.
 */
export const syncFloor = pgTable(
  'sync_floor',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  () => [check('sync_floor_single_row', sql`id = 1`)],
);

/**
 * Where this feed lives (at most one row, id 1): the database's OID and the cluster's system
 * identifier, recorded at the first start. A database restored from a dump (pg_restore into a new
 * database) carries the row of the one it was dumped from, so a start that finds different values
 * knows its feed went back in time: devices may hold cursors of versions it never wrote (or will
 * write differently), and every epoch is moved on (platform/sync/restoredFeed.ts).
 */
export const syncOrigin = pgTable(
  'sync_origin',
  {
    id: smallint('id').primaryKey(),
    databaseOid: bigint('database_oid', { mode: 'number' }).notNull(),
    systemIdentifier: text('system_identifier').notNull(),
  },
  () => [check('sync_origin_single_row', sql`id = 1`)],
);

export type Change = typeof changes.$inferSelect;
