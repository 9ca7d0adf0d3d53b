import type { z } from 'zod';
import type { SyncEntity, SyncOp } from '../contract/sync';
import type {
  SyncedLookup,
  SyncedUser,
  syncedNewsletterRecipientSchema,
  syncedOfficeSchema,
  syncedPermissionSchema,
  syncedRoleSchema,
} from '../contract/sync';
import type { DoctorRecord } from '../contract/doctors';
import type {
  IecLexiconEntryRecord,
  IecSelectionRecord,
  IecSourceRecord,
  IecSubstanceGroupRecord,
  IecSubstanceRecord,
} from '../contract/iec';
import type { ActivityNotification } from '../contract/activities';
import type { BackendMessageRecord } from '../contract/backendMessages';
import type { ReportDemandRecord } from '../contract/reportDemands';
import type { ReportInterpretationRecord } from '../contract/reportInterpretations';
import type { ReportRecord } from '../contract/reports';
import type { SyncedDailyStatistic, SyncedRegistration } from '../contract/statistics';
import type { TicketRecord } from '../contract/tickets';
import type { WorkshopRecord, WorkshopRegistrationRecord } from '../contract/workshops';
import type { ForumPostRecord, PostChannelRecord, PostGroupRecord } from '../contract/forum';
import type { OutboxMethod, OutboxState } from './outboxState';

/**
 * A mirrored row: the feed's `data` with the feed's `id` (always a string) as primary key. The
 * feed id replaces a numeric `data.id`, so lookups are found by `String(id)`.
 */
export type Mirrored<T> = Omit<T, 'id'> & { id: string };

/** Any mirrored row, for code that handles every entity alike. */
export type EntityRow = Record<string, unknown> & { id: string };

export type UserRow = Mirrored<SyncedUser>;
export type NewsletterRecipientRow = Mirrored<z.infer<typeof syncedNewsletterRecipientSchema>>;
export type RoleRow = Mirrored<z.infer<typeof syncedRoleSchema>>;
export type PermissionRow = Mirrored<z.infer<typeof syncedPermissionSchema>>;
export type DoctorRow = Mirrored<DoctorRecord>;
export type OfficeRow = Mirrored<z.infer<typeof syncedOfficeSchema>>;
export type LookupRow = Mirrored<SyncedLookup>;
export type NotificationRow = ActivityNotification;
export type ReportRow = Mirrored<ReportRecord>;
/**
 * Keyed by uuid in the feed (a client may create them offline): the mirrored `id` is the uuid and
 * replaces the record's numeric id, as Mirrored does for every entity.
 */
export type ReportDemandRow = Mirrored<ReportDemandRecord>;
export type ReportInterpretationRow = Mirrored<ReportInterpretationRecord>;
/** Keyed by uuid like a demand; its answers (the thread) are embedded. */
export type TicketMirrorRow = Mirrored<TicketRecord>;
/** The forum (issue 15): groups and channels by id, posts by uuid with their replies embedded. */
export type PostGroupRow = Mirrored<PostGroupRecord>;
export type PostChannelRow = Mirrored<PostChannelRecord>;
export type ForumPostRow = Mirrored<ForumPostRecord>;

/**
 * A report's PDF kept on the device (design brief: ArrayBuffers, not Blobs), keyed by the report's
 * feed id. `version` is the report version the bytes belong to: a re-upload makes them stale.
 */
export interface ReportFileRow {
  id: string;
  version: number;
  bytes: ArrayBuffer;
  storedAt: number;
}

/** A system message as mirrored; its title and text are stored sealed (src/vault/sealedFields.ts). */
export type BackendMessageRow = Mirrored<BackendMessageRecord>;
/** The staff dashboard's count of one kind on one day, keyed `kind:YYYY-MM-DD` (issue 14). */
export type DailyStatisticRow = SyncedDailyStatistic & { id: string };
/** A workshop (issue 15), keyed by its id. */
export type WorkshopRow = Mirrored<WorkshopRecord>;
/**
 * A workshop registration, keyed by uuid (booked offline too). `pending_outcome` marks an
 * optimistic row written by a booking not yet sent: the server decides booked or waiting.
 */
export type WorkshopRegistrationRow = Mirrored<WorkshopRegistrationRecord> & { pending_outcome?: boolean };
/** A doctor's recent registration, keyed by the user's id (issue 14). */
export type RegistrationRow = Mirrored<SyncedRegistration>;

/**
 * An attachment of a system message kept on the device (issue 13), keyed by the file's id as a
 * string; the bytes sealed by the vault, filled by the sync worker (src/sync/messageFiles.ts).
 */
export interface MessageFileRow {
  id: string;
  messageId: string;
  bytes: ArrayBuffer;
  storedAt: number;
}

/** A report the user chose to keep on this device ('offline verfügbar machen'), by feed id. */
export interface KeptReportRow {
  id: string;
  keptAt: number;
}

/** The iEC catalogue (issue 16), keyed by the record's id as a string. */
export type IecSourceRow = Mirrored<IecSourceRecord>;
export type IecSubstanceGroupRow = Mirrored<IecSubstanceGroupRecord>;
export type IecSubstanceRow = Mirrored<IecSubstanceRecord>;
export type IecLexiconEntryRow = Mirrored<IecLexiconEntryRecord>;
/** The user's tool selection: one row, id IEC_SELECTION_FEED_ID ('current'). */
export type IecSelectionRow = IecSelectionRecord & { id: string };

/** The row type of each entity table. */
export interface EntityRows {
  user: UserRow;
  newsletterRecipient: NewsletterRecipientRow;
  role: RoleRow;
  permission: PermissionRow;
  office: OfficeRow;
  doctor: DoctorRow;
  ticketCategory: LookupRow;
  ticketStatus: LookupRow;
  ticketPriority: LookupRow;
  orderStatus: LookupRow;
  notification: NotificationRow;
  report: ReportRow;
  reportDemand: ReportDemandRow;
  reportInterpretation: ReportInterpretationRow;
  ticket: TicketMirrorRow;
  backendMessage: BackendMessageRow;
  dailyStatistic: DailyStatisticRow;
  registration: RegistrationRow;
  iecSource: IecSourceRow;
  iecSubstanceGroup: IecSubstanceGroupRow;
  iecSubstance: IecSubstanceRow;
  iecLexiconEntry: IecLexiconEntryRow;
  iecSelection: IecSelectionRow;
  workshop: WorkshopRow;
  workshopRegistration: WorkshopRegistrationRow;
  postGroup: PostGroupRow;
  postChannel: PostChannelRow;
  forumPost: ForumPostRow;
}

/** What the server answered when it refused an action (its 4xx body, spec §8). */
export interface OutboxError {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
}

/** One queued action. `seq` orders the replay; `id` is the Idempotency-Key. */
export interface OutboxRow {
  seq: number;
  id: string;
  method: OutboxMethod;
  path: string;
  body?: unknown;
  /** The entity whose pulled data is held back while this row is queued, and restored if it is rejected. */
  entity?: SyncEntity;
  entityId?: string;
  /**
   * What the action was, for the 'Nicht gesendet' panel: a key under `sync.actions` in the app's
   * locales. Rows queued before issue 12 have none and show their method and path.
   */
  label?: string;
  state: OutboxState;
  attempts: number;
  error?: OutboxError;
  createdAt: number;
  /** The `X-Sync-Cursor` of the accepted write: the row goes once a pull begun after it completes. */
  confirmAt?: string;
}

/**
 * The server's version of an entity that has queued outbox rows: seeded from the mirror by the
 * first queued action, kept up to date by pulls (instead of the mirror, which shows the
 * optimistic version), and written into the mirror when the entity's queue drains. `del` means
 * the server has no such entity (an optimistic create, or deleted meanwhile).
 */
export interface HeldRow {
  entity: SyncEntity;
  id: string;
  op: SyncOp;
  data: Record<string, unknown> | null;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
