import { z } from 'zod';
import { authUserSchema } from './authUser';
import { newsletterRecipientRecordSchema } from './newsletter';

/**
 * The wire format of the sync protocol (design brief 'The sync protocol'). The server's change feed
 * names entities by these keys; the client mirrors each into a Dexie table of the same name.
 */
export const SyncEntity = {
  user: 'user',
  newsletterRecipient: 'newsletterRecipient',
  role: 'role',
  permission: 'permission',
  office: 'office',
  ticketCategory: 'ticketCategory',
  ticketStatus: 'ticketStatus',
  ticketPriority: 'ticketPriority',
  orderStatus: 'orderStatus',
  notification: 'notification',
  report: 'report',
  reportDemand: 'reportDemand',
  reportInterpretation: 'reportInterpretation',
  /** Keyed by uuid (created offline too), data `ticketRecordSchema` of ./tickets.ts with the thread embedded. */
  ticket: 'ticket',
  backendMessage: 'backendMessage',
  /** Keyed `kind:YYYY-MM-DD`, data `syncedDailyStatisticSchema` of ./statistics.ts; staff only (issue 14). */
  dailyStatistic: 'dailyStatistic',
  /** A doctor's recent registration, keyed by user id, data `syncedRegistrationSchema` of ./statistics.ts. */
  registration: 'registration',
  /** Issue 14: every doctor for holders of 'list doctors' (doctorRecordSchema of ./doctors.ts). */
  doctor: 'doctor',
  /** Issue 16, scope `all`, keyed by id: the iEC reference list, groups, substances, lexicon (./iec.ts records). */
  iecSource: 'iecSource',
  iecSubstanceGroup: 'iecSubstanceGroup',
  iecSubstance: 'iecSubstance',
  iecLexiconEntry: 'iecLexiconEntry',
  /** The user's own iEC tool selection, one row keyed IEC_SELECTION_FEED_ID ('current'), scope user:<uuid>. */
  iecSelection: 'iecSelection',
  /** Issue 15: every workshop (scope `all`), data `workshopRecordSchema` of ./workshops.ts. */
  workshop: 'workshop',
  /** Keyed by uuid (booked offline too), data `workshopRegistrationRecordSchema`; own and staff. */
  workshopRegistration: 'workshopRegistration',
  /** Issue 15, the forum: groups and channels (postGroupRecordSchema, postChannelRecordSchema of ./forum.ts). */
  postGroup: 'postGroup',
  postChannel: 'postChannel',
  /** Keyed by uuid, data `forumPostRecordSchema` of ./forum.ts with its replies embedded. */
  forumPost: 'forumPost',
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

/** Entity shapes as mirrored (`data`). */
export const syncedUserSchema = authUserSchema.omit({ twoFactorAuthenticated: true });
export type SyncedUser = z.infer<typeof syncedUserSchema>;
export const syncedNewsletterRecipientSchema = newsletterRecipientRecordSchema.extend({
  id: z.union([z.number(), z.string()]),
});
export const syncedLookupSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** i18n-independent display colour for statuses and priorities (spec §3). */
  color: z.string().nullable().optional(),
  /** Sub categories (spec: category 'Befund', id 2, has Allgemein and Rechnung). */
  parent_id: z.number().nullable().optional(),
  sort: z.number().optional(),
});
export type SyncedLookup = z.infer<typeof syncedLookupSchema>;
export const syncedRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable().optional(),
  permissions: z.array(z.string()),
});
export const syncedPermissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable().optional(),
});
export const syncedOfficeSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  bsnr: z.string().nullable(),
  lis_id: z.string().nullable(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  doctor_ids: z.array(z.number()),
});

/**
 * Whether `cursor` has reached `target` (for example the X-Sync-Cursor of a write): the server's
 * cursors have a fixed width and compare as strings in (epoch, version) order, so the client
 * needs no knowledge of what is inside one.
 */
export const syncCursorReached = (cursor: string, target: string): boolean => cursor >= target;
