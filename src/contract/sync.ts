import { z } from 'zod';
import { accessControlSyncEntities } from './sync/accessControl';
import { accountSyncEntities } from './sync/account';
import { backendMessagesSyncEntities } from './sync/backendMessages';
import { doctorsSyncEntities } from './sync/doctors';
import { forumSyncEntities } from './sync/forum';
import { iecSyncEntities } from './sync/iec';
import { lookupsSyncEntities, officeSettingLookupsSyncEntities } from './sync/lookups';
import { activitiesSyncEntities } from './sync/activities';
import { officesSyncEntities } from './sync/offices';
import { reportDemandsSyncEntities } from './sync/reportDemands';
import { reportInterpretationsSyncEntities } from './sync/reportInterpretations';
import { reportsSyncEntities } from './sync/reports';
import { statisticsSyncEntities } from './sync/statistics';
import { ticketsSyncEntities } from './sync/tickets';
import { workshopsSyncEntities } from './sync/workshops';
import { analysesSyncEntities } from './sync/analyses';
import { ordersSyncEntities } from './sync/orders';
import { pushSyncEntities } from './sync/push';
import { passkeysSyncEntities } from './sync/passkeys';

/**
 * The wire format of the sync protocol (design brief 'The sync protocol'). The server's change feed
 * names entities by these keys; the client mirrors each into a Dexie table of the same name.
 *
 * Each concept declares its entities in `sync/<concept>.ts`; this list combines them. Its order is
 * the order of SYNC_ENTITIES, in which the server's bootstrap pages through a snapshot: append.
 */
export const SyncEntity = {
  ...accountSyncEntities,
  ...accessControlSyncEntities,
  ...officesSyncEntities,
  ...lookupsSyncEntities,
  ...activitiesSyncEntities,
  ...reportsSyncEntities,
  ...reportDemandsSyncEntities,
  ...reportInterpretationsSyncEntities,
  ...ticketsSyncEntities,
  ...backendMessagesSyncEntities,
  ...statisticsSyncEntities,
  ...doctorsSyncEntities,
  ...iecSyncEntities,
  ...workshopsSyncEntities,
  ...forumSyncEntities,
  ...officeSettingLookupsSyncEntities,
  ...analysesSyncEntities,
  ...ordersSyncEntities,
  ...pushSyncEntities,
  ...passkeysSyncEntities,
} as const;
export type SyncEntity = (typeof SyncEntity)[keyof typeof SyncEntity];
export const SYNC_ENTITIES = Object.values(SyncEntity) as [SyncEntity, ...SyncEntity[]];

export const SyncOp = { put: 'put', del: 'del' } as const;
export type SyncOp = (typeof SyncOp)[keyof typeof SyncOp];

/** Headers: the client's idempotency key on every replayed write; the cursor a write's effect is visible at. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const SYNC_CURSOR_HEADER = 'X-Sync-Cursor';

/**
 * A cursor is opaque to the client: the server encodes the user's scope epoch and the change
 * version in it, so a cursor from before a scope change is recognised and answered with a reset.
 */
export const syncCursorSchema = z.string().min(1);

/** One change as `GET /api/sync` delivers it; `data` is read fresh at pull time, null for `del`. */
export const syncChangeSchema = z.object({
  entity: z.enum(SYNC_ENTITIES),
  id: z.string(),
  op: z.enum(['put', 'del']),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type SyncChange = z.infer<typeof syncChangeSchema>;

/** `GET /api/sync?cursor=&limit=`. Without a cursor, or when the cursor is too old or the scopes changed: reset. */
export const syncPullResponseSchema = z.union([
  z.object({ reset: z.literal(true) }),
  z.object({ changes: z.array(syncChangeSchema), cursor: syncCursorSchema, more: z.boolean() }),
]);
export type SyncPullResponse = z.infer<typeof syncPullResponseSchema>;

/**
 * `GET /api/sync/bootstrap?cursor=&after=&limit=`: a snapshot of everything the caller may see,
 * paged. The first page (no `cursor`) fixes the cursor, taken before the snapshot is read; later
 * pages repeat it and continue `after` the last row. The client applies the snapshot only when
 * `next` is null, replacing its mirror, then pulls from `cursor`.
 */
export const syncBootstrapPageSchema = z.object({
  cursor: syncCursorSchema,
  rows: z.array(
    z.object({ entity: z.enum(SYNC_ENTITIES), id: z.string(), data: z.record(z.string(), z.unknown()) }),
  ),
  /** The `after` of the next page, or null on the last. */
  next: z.string().nullable(),
});
export type SyncBootstrapPage = z.infer<typeof syncBootstrapPageSchema>;

/** Entity shapes as mirrored (`data`), declared with their entities. */
export { syncedNewsletterRecipientSchema, syncedUserSchema, type SyncedUser } from './sync/account';
export { syncedPermissionSchema, syncedRoleSchema } from './sync/accessControl';
export { syncedLookupSchema, type SyncedLookup } from './sync/lookups';
export { syncedOfficeSchema } from './sync/offices';

/**
 * Whether `cursor` has reached `target` (for example the X-Sync-Cursor of a write): the server's
 * cursors have a fixed width and compare as strings in (epoch, version) order, so the client
 * needs no knowledge of what is inside one.
 */
export const syncCursorReached = (cursor: string, target: string): boolean => cursor >= target;
