import type { SyncEntity } from '../contract/sync';
import type { MirrorConcept } from './mirrorConcept';
import { accessControlTables } from './tables/accessControl';
import { accountTables } from './tables/account';
import { backendMessagesTables } from './tables/backendMessages';
import { doctorsTables } from './tables/doctors';
import { forumTables } from './tables/forum';
import { iecTables } from './tables/iec';
import { lookupsTables } from './tables/lookups';
import { activitiesTables } from './tables/activities';
import { officesTables } from './tables/offices';
import { reportDemandsTables } from './tables/reportDemands';
import { reportInterpretationsTables } from './tables/reportInterpretations';
import { reportsTables } from './tables/reports';
import { statisticsTables } from './tables/statistics';
import { ticketsTables } from './tables/tickets';
import { workshopsTables } from './tables/workshops';
import { analysesTables } from './tables/analyses';
import { ordersTables } from './tables/orders';
import { pushTables } from './tables/push';
import { passkeysTables } from './tables/passkeys';

/**
 * The mirror's tables, one concept each (`tables/<concept>.ts`): KundencenterDb builds its schema
 * versions from them, rows.ts their row types, the vault its sealed fields. Within a schema version
 * the tables are created in this order, the order of the sync entities.
 */
export const MIRROR_CONCEPTS = [
  accountTables,
  accessControlTables,
  officesTables,
  lookupsTables,
  activitiesTables,
  reportsTables,
  reportDemandsTables,
  reportInterpretationsTables,
  ticketsTables,
  backendMessagesTables,
  statisticsTables,
  doctorsTables,
  iecTables,
  workshopsTables,
  forumTables,
  analysesTables,
  ordersTables,
  pushTables,
  passkeysTables,
] as const;

type RowsOf<Concept> = Concept extends MirrorConcept<infer Rows> ? Rows : never;
type CombinedRows<Concepts> = Concepts extends readonly [infer First, ...infer Rest]
  ? RowsOf<First> & CombinedRows<Rest>
  : unknown;

/** The row type of every table the concepts declare, entity tables and device-only ones alike. */
export type MirrorRows = CombinedRows<typeof MIRROR_CONCEPTS>;

/**
 * The row type of each entity table. The compiler checks it is complete: a synced entity without
 * a table in some concept fails here ("cannot be used to index type 'MirrorRows'").
 */
export type EntityRows = { [E in SyncEntity]: MirrorRows[E] };

/** The device-only tables (never synced: report PDFs, kept reports, order drafts), by name. */
export type DeviceTable = Exclude<keyof MirrorRows, SyncEntity> & string;

/**
 * The tables whose rows the vault seals and opens: every entity's, and the device-only ones that
 * declare sealed fields like an entity (an order draft, issue 28; mirrorConcept.ts).
 */
export type SealableTable = SyncEntity | DeviceTable;
