import Dexie, { type EntityTable, type Table } from 'dexie';
import { SYNC_ENTITIES, type SyncEntity } from '../contract/sync';
import { MetaKey } from './metaKeys';
import type {
  EntityRow,
  EntityRows,
  HeldRow,
  KeptReportRow,
  MessageFileRow,
  MetaRow,
  OutboxRow,
  ReportFileRow,
} from './rows';

/**
 * The local mirror of one user: a table per synced entity (keyed by the feed's string id), the
 * outbox of queued actions, the held-back server versions, and meta (cursor, last sync, sentinel).
 * The UI reads only from here; the sync worker is the only writer of pulled data.
 */
const SCHEMA_V1: Record<
  | Exclude<
      SyncEntity,
      | 'notification'
      | 'report'
      | 'reportDemand'
      | 'reportInterpretation'
      | 'ticket'
      | 'backendMessage'
      | 'dailyStatistic'
      | 'registration'
      | 'doctor'
      | 'iecSource'
      | 'iecSubstanceGroup'
      | 'iecSubstance'
      | 'iecLexiconEntry'
      | 'iecSelection'
      | 'workshop'
      | 'workshopRegistration'
      | 'postGroup'
      | 'postChannel'
      | 'forumPost'
    >
  | 'outbox'
  | 'held'
  | 'meta',
  string
> = {
  user: 'id, uuid',
  newsletterRecipient: 'id, recipientlist_id, email',
  role: 'id, name',
  permission: 'id, name',
  office: 'id, name, uuid',
  ticketCategory: 'id, parent_id',
  ticketStatus: 'id',
  ticketPriority: 'id',
  orderStatus: 'id',
  outbox: '++seq, &id, [state+seq], [entity+entityId]',
  held: '[entity+id], entity',
  meta: 'key',
};

/**
 * Version 2 adds the activity notifications, the reports and the report PDFs kept offline
 * (`reportFile`, filled by the sync worker's prefetch, not by the feed), the report demands (with
 * their conversations) and the interpretation requests, both keyed by uuid. A new entity table
 * starts empty while the cursor is already past its rows, so the upgrade forgets the cursor: the
 * next pull is answered with a reset and the mirror bootstraps afresh (queued outbox rows stay).
 */
const SCHEMA_V2 = {
  notification: 'id, created_at, read_at',
  report: 'id, uuid, befund_id, created_at, user.id',
  reportFile: 'id',
  reportDemand: 'id, created_at, archivedAt, report.id, doctor.id',
  reportInterpretation: 'id, created_at, report.id, doctor.id',
};

/**
 * Version 3 adds the reports the doctor chose to keep on this device ('offline verfügbar machen'):
 * a choice of this device only, written by the page, read by the sync worker's prefetch, which
 * fetches their PDFs and never evicts them while they are chosen (src/sync/reportFiles.ts). No
 * synced entity changes, so the cursor stays.
 */
const SCHEMA_V3 = {
  keptReport: 'id',
};

/**
 * Version 4 adds the tickets (issue 13), keyed by uuid with their threads embedded, the system
 * messages (keyed by their id) and their attachments kept on the device (`messageFile`, filled by
 * the sync worker after pulls, src/sync/messageFiles.ts). New entity tables, so the upgrade forgets
 * the cursor as version 2 did: the next pull resets and bootstraps.
 */
const SCHEMA_V4 = {
  ticket: 'id, created_at, updated_at, status.id, recipient.id, created_by.id',
  backendMessage: 'id, created_at',
  messageFile: 'id, messageId',
};

/**
 * Version 5 adds the staff dashboard's daily statistics (keyed `kind:YYYY-MM-DD`), the recent
 * registrations and the doctors the administration mirrors (holders of 'list doctors'; issue 14).
 * New entity tables: the upgrade forgets the cursor, so the next pull resets and bootstraps them.
 */
const SCHEMA_V5 = {
  dailyStatistic: 'id, kind, date',
  registration: 'id, registered_at',
  doctor: 'id, uuid, nachname, created_at',
};

/**
 * Version 6 adds the iEC catalogue (issue 16): the reference list, the substance groups, the
 * substances and the lexicon (scope `all`, keyed by id), and the user's own tool selection (one row,
 * 'current'); the workshops (issue 15; scope `all`, keyed by id) and the workshop registrations
 * (keyed by uuid: a booking may be made offline); the forum (issue 15): groups, channels, and the
 * posts each device keeps (the newest of every channel) keyed by uuid with their replies embedded.
 * New entity tables: the upgrade forgets the cursor, so the next pull resets and bootstraps them.
 */
const SCHEMA_V6 = {
  iecSource: 'id',
  iecSubstanceGroup: 'id, position',
  iecSubstance: 'id, group_id',
  iecLexiconEntry: 'id, substance_id',
  iecSelection: 'id',
  workshop: 'id, uuid',
  workshopRegistration: 'id, workshop_id, status, user.uuid',
  postGroup: 'id, slug',
  postChannel: 'id, slug, postgroup_id',
  forumPost: 'id, created_at, post_channel_id, postgroup_id, [post_channel_id+slug]',
};

export class KundencenterDb extends Dexie {
  declare user: Table<EntityRows['user'], string>;
  declare newsletterRecipient: Table<EntityRows['newsletterRecipient'], string>;
  declare role: Table<EntityRows['role'], string>;
  declare permission: Table<EntityRows['permission'], string>;
  declare office: Table<EntityRows['office'], string>;
  declare ticketCategory: Table<EntityRows['ticketCategory'], string>;
  declare ticketStatus: Table<EntityRows['ticketStatus'], string>;
  declare ticketPriority: Table<EntityRows['ticketPriority'], string>;
  declare orderStatus: Table<EntityRows['orderStatus'], string>;
  declare notification: Table<EntityRows['notification'], string>;
  declare report: Table<EntityRows['report'], string>;
  declare reportFile: Table<ReportFileRow, string>;
  declare keptReport: Table<KeptReportRow, string>;
  declare reportDemand: Table<EntityRows['reportDemand'], string>;
  declare reportInterpretation: Table<EntityRows['reportInterpretation'], string>;
  declare ticket: Table<EntityRows['ticket'], string>;
  declare backendMessage: Table<EntityRows['backendMessage'], string>;
  declare doctor: Table<EntityRows['doctor'], string>;
  declare messageFile: Table<MessageFileRow, string>;
  declare dailyStatistic: Table<EntityRows['dailyStatistic'], string>;
  declare registration: Table<EntityRows['registration'], string>;
  declare iecSource: Table<EntityRows['iecSource'], string>;
  declare iecSubstanceGroup: Table<EntityRows['iecSubstanceGroup'], string>;
  declare iecSubstance: Table<EntityRows['iecSubstance'], string>;
  declare iecLexiconEntry: Table<EntityRows['iecLexiconEntry'], string>;
  declare iecSelection: Table<EntityRows['iecSelection'], string>;
  declare workshop: Table<EntityRows['workshop'], string>;
  declare workshopRegistration: Table<EntityRows['workshopRegistration'], string>;
  declare postGroup: Table<EntityRows['postGroup'], string>;
  declare postChannel: Table<EntityRows['postChannel'], string>;
  declare forumPost: Table<EntityRows['forumPost'], string>;
  declare outbox: EntityTable<OutboxRow, 'seq'>;
  declare held: Table<HeldRow, [SyncEntity, string]>;
  declare meta: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade((tx) => tx.table('meta').delete(MetaKey.cursor));
    this.version(3).stores(SCHEMA_V3);
    this.version(4)
      .stores(SCHEMA_V4)
      .upgrade((tx) => tx.table('meta').delete(MetaKey.cursor));
    this.version(5)
      .stores(SCHEMA_V5)
      .upgrade((tx) => tx.table('meta').delete(MetaKey.cursor));
    this.version(6)
      .stores(SCHEMA_V6)
      .upgrade((tx) => tx.table('meta').delete(MetaKey.cursor));
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
