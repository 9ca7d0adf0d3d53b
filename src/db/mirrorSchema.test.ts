import { describe, expect, it } from 'vitest';
import { SYNC_ENTITIES } from '../contract/sync';
import { addsEntityTable, schemaVersions } from './KundencenterDb';

/**
 * The schema is composed from the concepts' tables (mirrorTables.ts). A version that has shipped is
 * on users' devices: its stores must stay exactly as they were, whichever file declares them.
 */
const SHIPPED: [number, Record<string, string>][] = [
  [
    1,
    {
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
    },
  ],
  [
    2,
    {
      notification: 'id, created_at, read_at',
      report: 'id, uuid, befund_id, created_at, user.id',
      reportFile: 'id',
      reportDemand: 'id, created_at, archivedAt, report.id, doctor.id',
      reportInterpretation: 'id, created_at, report.id, doctor.id',
    },
  ],
  [
    3,
    {
      keptReport: 'id',
    },
  ],
  [
    4,
    {
      ticket: 'id, created_at, updated_at, status.id, recipient.id, created_by.id',
      backendMessage: 'id, created_at',
      messageFile: 'id, messageId',
    },
  ],
  [
    5,
    {
      dailyStatistic: 'id, kind, date',
      registration: 'id, registered_at',
      doctor: 'id, uuid, nachname, created_at',
    },
  ],
  [
    6,
    {
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
    },
  ],
  [
    7,
    {
      reportDispatch: 'id',
      invoiceDispatch: 'id',
      paymentMethod: 'id',
    },
  ],
  [
    8,
    {
      report: 'id, uuid, befund_id, created_at, user.id, patient_id',
    },
  ],
];

describe('the mirror schema', () => {
  it('keeps every shipped version exactly as it shipped', () => {
    const versions = schemaVersions();
    for (const [version, stores] of SHIPPED) {
      const composed = versions.find(([number]) => number === version)?.[1];
      expect(composed && Object.entries(composed), `version ${version}`).toEqual(Object.entries(stores));
    }
  });

  it('gives every synced entity a table', () => {
    const tables = schemaVersions().flatMap(([, stores]) => Object.keys(stores));
    expect(SYNC_ENTITIES.filter((entity) => !tables.includes(entity))).toEqual([]);
  });

  it('forgets the cursor in the versions that add an entity table, not in one that adds a device-only table', () => {
    const forgetting = schemaVersions()
      .filter(([version, stores]) => version > 1 && addsEntityTable(stores))
      .map(([version]) => version);
    expect(forgetting.filter((version) => version <= 8)).toEqual([2, 4, 5, 6, 7, 8]);
  });
});
