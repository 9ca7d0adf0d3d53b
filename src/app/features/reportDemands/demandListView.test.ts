import { describe, expect, it } from 'vitest';
import { Permission } from '../../../contract/permissions';
import type { ReportDemandPerson } from '../../../contract/reportDemands';
import type { ReportDemandRow } from '../../../db/rows';
import { pendingActionsOf } from '../../offline/pendingActions';
import { OutboxState } from '../../../db/outboxState';
import type { OutboxRow } from '../../../db/rows';
import {
  isMessagePending,
  demandList,
  demandPatient,
  isOwnMessage,
  lastActiveDemands,
  mayArchive,
  mayAskAbout,
  mayCreateTicket,
  messagePreview,
  personName,
} from './demandListView';

const weber: ReportDemandPerson = {
  id: 3,
  uuid: 'u-weber',
  titel: 'Dr.',
  vorname: 'Anna',
  nachname: 'Weber',
};
const labor: ReportDemandPerson = { id: 2, uuid: 'u-labor', titel: null, vorname: 'Lena', nachname: 'Labor' };

function message(id: string, text: string, author = weber) {
  return {
    id: 1,
    messageUuid: id,
    author,
    message: text,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
  };
}

function demand(id: string, overrides: Partial<ReportDemandRow> = {}): ReportDemandRow {
  return {
    id,
    uuid: id,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    subject: 'general',
    report: { id: 1, uuid: 'r1', befund_id: '24-0001' },
    reportData: { ref_nr: '24-0001', patient: { nachname: 'Sommer', vorname: 'Lina', geburtsdatum: null } },
    befundId: '24-0001',
    doctor: weber,
    contactPerson: labor,
    archivedAt: null,
    ticket: null,
    hasUnreadMessages: false,
    messages: [message(`${id}-m1`, 'Ist der Wert plausibel?')],
    ...overrides,
  };
}

describe('the demand lists', () => {
  const rows = [
    demand('a', { created_at: '2026-03-01T10:00:00.000Z' }),
    demand('b', { created_at: '2026-03-03T10:00:00.000Z' }),
    demand('c', { created_at: '2026-03-02T10:00:00.000Z', archivedAt: '2026-03-04T10:00:00.000Z' }),
  ];

  it('shows active demands in the active list and archived ones in the archive, newest first', () => {
    expect(demandList(rows, false).map((row) => row.id)).toEqual(['b', 'a']);
    expect(demandList(rows, true).map((row) => row.id)).toEqual(['c']);
  });

  it('gives the dashboard the last active demands only', () => {
    expect(lastActiveDemands(rows, 1).map((row) => row.id)).toEqual(['b']);
  });
});

describe('the message column', () => {
  it('shows the latest message', () => {
    const row = demand('a');
    row.messages.push(message('m2', 'Ja,\n  er ist plausibel.', labor));
    expect(messagePreview(row)).toBe('Ja, er ist plausibel.');
  });

  it('shortens a long message on a word boundary', () => {
    const row = demand('a', {
      messages: [
        message('m1', 'Bitte prüfen Sie den Kaliumwert noch einmal, er erscheint mir deutlich zu hoch.'),
      ],
    });
    expect(messagePreview(row, 40)).toBe('Bitte prüfen Sie den Kaliumwert noch…');
  });

  it('is empty when every message was deleted', () => {
    expect(messagePreview(demand('a', { messages: [] }))).toBe('');
  });
});

describe('who may do what', () => {
  const staff = { id: 9, permissions: [Permission.listReportDemands, Permission.uploadReports] };
  const doctor = { id: weber.id, permissions: [Permission.listReportDemands] };

  it('lets the doctor and the contact person archive an active demand, nobody an archived one', () => {
    expect(mayArchive(demand('a'), doctor)).toBe(true);
    expect(mayArchive(demand('a'), { id: labor.id })).toBe(true);
    expect(mayArchive(demand('a'), staff)).toBe(false);
    expect(mayArchive(demand('a', { archivedAt: '2026-03-04T10:00:00.000Z' }), doctor)).toBe(false);
  });

  it('lets staff, not doctors, turn an active demand into a ticket', () => {
    expect(mayCreateTicket(demand('a'), staff)).toBe(true);
    expect(mayCreateTicket(demand('a'), doctor)).toBe(false);
    expect(mayCreateTicket(demand('a', { archivedAt: '2026-03-04T10:00:00.000Z' }), staff)).toBe(false);
  });

  it('lets a doctor ask about their own report only, and staff never', () => {
    expect(mayAskAbout({ user: { id: weber.id } }, doctor)).toBe(true);
    expect(mayAskAbout({ user: { id: 4 } }, doctor)).toBe(false);
    expect(mayAskAbout({ user: { id: weber.id } }, staff)).toBe(false);
  });

  it('marks the viewer own messages; a deleted author owns none', () => {
    const own = message('m1', 'Frage', weber);
    expect(isOwnMessage(own, doctor)).toBe(true);
    expect(isOwnMessage(own, { id: labor.id })).toBe(false);
    expect(isOwnMessage({ author: null }, doctor)).toBe(false);
  });
});

describe('names', () => {
  it('names people with their title and the patient by surname first', () => {
    expect(personName(weber)).toBe('Dr. Anna Weber');
    expect(personName(labor)).toBe('Lena Labor');
    expect(demandPatient(demand('a'))).toBe('Sommer, Lina');
  });
});

describe('messages waiting to be sent', () => {
  const waiting = (path: string, state: OutboxRow['state'] = OutboxState.pending): OutboxRow => ({
    seq: 1,
    id: 'key-1',
    method: 'POST',
    path,
    entity: 'reportDemand',
    entityId: 'd1',
    state,
    attempts: 0,
    createdAt: 0,
  });
  const pendingOf = (...rows: OutboxRow[]) => pendingActionsOf(rows, 'reportDemand');

  it('marks a message written offline until the server has it', () => {
    const pending = pendingOf(waiting('/api/reports/demand-messages'));
    expect(isMessagePending(pending, 'd1', { id: 0, messageUuid: 'm-new' })).toBe(true);
    expect(isMessagePending(pending, 'd1', { id: 7, messageUuid: 'm-old' })).toBe(false);
    expect(isMessagePending(pendingOf(), 'd1', { id: 0, messageUuid: 'm-new' })).toBe(false);
  });

  it('marks a message whose edit waits', () => {
    const pending = pendingOf(waiting('/api/reports/demand-messages/m-old'));
    expect(isMessagePending(pending, 'd1', { id: 7, messageUuid: 'm-old' })).toBe(true);
    expect(isMessagePending(pending, 'd1', { id: 8, messageUuid: 'm-other' })).toBe(false);
  });

  it('does not mark what the server accepted', () => {
    const pending = pendingOf(waiting('/api/reports/demand-messages', OutboxState.sent));
    expect(isMessagePending(pending, 'd1', { id: 0, messageUuid: 'm-new' })).toBe(false);
  });
});
