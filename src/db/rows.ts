import type { SyncEntity, SyncOp } from '../contract/sync';
import type { OutboxMethod, OutboxState } from './outboxState';

/**
 * The rows of the per-user mirror. Each concept declares its tables and their row types in
 * `tables/<concept>.ts` (combined in mirrorTables.ts); this file holds the rows of the sync
 * machinery (outbox, held, meta) and re-exports the concepts' row types for the code that reads
 * them from here. A new concept's row types are imported from its own file.
 */
export type { Mirrored } from './mirrorConcept';
export type { EntityRows } from './mirrorTables';

/** Any mirrored row, for code that handles every entity alike. */
export type EntityRow = Record<string, unknown> & { id: string };

export type { PermissionRow, RoleRow } from './tables/accessControl';
export type { NewsletterRecipientRow, UserRow } from './tables/account';
export type { BackendMessageRow, MessageFileRow } from './tables/backendMessages';
export type { DoctorRow } from './tables/doctors';
export type { ForumPostRow, PostChannelRow, PostGroupRow } from './tables/forum';
export type {
  IecLexiconEntryRow,
  IecSelectionRow,
  IecSourceRow,
  IecSubstanceGroupRow,
  IecSubstanceRow,
} from './tables/iec';
export type { LookupRow } from './tables/lookups';
export type { NotificationRow } from './tables/activities';
export type { OfficeRow } from './tables/offices';
export type { ReportDemandRow } from './tables/reportDemands';
export type { ReportInterpretationRow } from './tables/reportInterpretations';
export type { KeptReportRow, ReportFileRow, ReportRow } from './tables/reports';
export type { DailyStatisticRow, RegistrationRow } from './tables/statistics';
export type { TicketMirrorRow } from './tables/tickets';
export type { WorkshopRegistrationRow, WorkshopRow } from './tables/workshops';
export type { AnalysisProfileRow, AnalysisRow } from './tables/analyses';
export type { OrderDraftRow, OrderFavouriteRow, OrderNumberBlockRow, OrderRow } from './tables/orders';

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
export type { PushSubscriptionRow } from './tables/push';
