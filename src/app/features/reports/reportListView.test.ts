import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../db/rows';
import { reportListView, type ReportListOptions } from './reportListView';

const DAY_MS = 86_400_000;
/** Report n was created n days after 1 March 2026. */
const dayAfterStart = (n: number) => new Date(Date.UTC(2026, 2, 1) + n * DAY_MS).toISOString();

function report(id: string, fields: Partial<ReportRow> & { patient?: [string, string] } = {}): ReportRow {
  const { patient = ['Mustermann', 'Erika'], ...rest } = fields;
  const created = dayAfterStart(Number(id));
  return {
    id,
    uuid: `uuid-${id}`,
    befund_id: `2026-${id.padStart(4, '0')}`,
    patient_data: { nachname: patient[0], vorname: patient[1], geburtsdatum: null },
    filename: `A-1_${id}.pdf`,
    filesize: 1000,
    version: 1,
    user: { id: 7, uuid: 'doc', titel: 'Dr.', vorname: 'Anna', nachname: 'Berger' },
    created_at: created,
    updated_at: created,
    read_at: null,
    downloadable_until: dayAfterStart(Number(id) + 183),
    ...rest,
  };
}

const defaults: ReportListOptions = {
  filter: 'all',
  search: '',
  sortBy: 'created_at',
  sortDesc: true,
  page: 1,
  perPage: 20,
};

const ids = (rows: readonly ReportRow[]) => rows.map((row) => row.id);

describe('the reports overview', () => {
  const rows = [
    report('1', { patient: ['Zander', 'Otto'], read_at: '2026-03-02T09:00:00.000Z' }),
    report('2', { patient: ['Albers', 'Jana'] }),
    report('3', { patient: ['Mustermann', 'Erika'], read_at: '2026-03-05T09:00:00.000Z' }),
    report('4', { patient: ['Özdemir', 'Selin'] }),
  ];

  it('lists the newest report first by default and counts the unread ones', () => {
    const view = reportListView(rows, defaults);
    expect(ids(view.rows)).toEqual(['4', '3', '2', '1']);
    expect(view.total).toBe(4);
    expect(view.unread).toBe(2);
  });

  it('shows only unread reports with the unread filter, only read ones with the read filter', () => {
    expect(ids(reportListView(rows, { ...defaults, filter: 'unread' }).rows)).toEqual(['4', '2']);
    expect(ids(reportListView(rows, { ...defaults, filter: 'read' }).rows)).toEqual(['3', '1']);
  });

  it('keeps the unread count of the whole list whatever the filter and search', () => {
    const view = reportListView(rows, { ...defaults, filter: 'read', search: 'Zander' });
    expect(ids(view.rows)).toEqual(['1']);
    expect(view.unread).toBe(2);
  });

  it('finds reports by reference number or patient name, ignoring case', () => {
    expect(ids(reportListView(rows, { ...defaults, search: '2026-0003' }).rows)).toEqual(['3']);
    expect(ids(reportListView(rows, { ...defaults, search: 'mUSTER' }).rows)).toEqual(['3']);
    expect(ids(reportListView(rows, { ...defaults, search: 'erika mustermann' }).rows)).toEqual(['3']);
    expect(ids(reportListView(rows, { ...defaults, search: 'Mustermann, Erika' }).rows)).toEqual(['3']);
    expect(ids(reportListView(rows, { ...defaults, search: 'özdemir' }).rows)).toEqual(['4']);
    expect(reportListView(rows, { ...defaults, search: 'Schulz' }).total).toBe(0);
  });

  it('starts searching only with more than one character', () => {
    expect(reportListView(rows, { ...defaults, search: 'z' }).total).toBe(4);
    expect(reportListView(rows, { ...defaults, search: ' ' }).total).toBe(4);
  });

  it('sorts by patient surname in German order, either way', () => {
    expect(ids(reportListView(rows, { ...defaults, sortBy: 'patient', sortDesc: false }).rows)).toEqual([
      '2',
      '3',
      '4',
      '1',
    ]);
    expect(ids(reportListView(rows, { ...defaults, sortBy: 'patient', sortDesc: true }).rows)).toEqual([
      '1',
      '4',
      '3',
      '2',
    ]);
  });

  it('sorts reference numbers by their numbers, not character by character', () => {
    const numbered = [
      report('1', { befund_id: 'B-10' }),
      report('2', { befund_id: 'B-9' }),
      report('3', { befund_id: 'B-100' }),
    ];
    expect(ids(reportListView(numbered, { ...defaults, sortBy: 'befund_id', sortDesc: false }).rows)).toEqual(
      ['2', '1', '3'],
    );
  });

  it('sorts by the seen date with unseen reports first ascending and last descending', () => {
    expect(ids(reportListView(rows, { ...defaults, sortBy: 'read_at', sortDesc: false }).rows)).toEqual([
      '4',
      '2',
      '1',
      '3',
    ]);
    expect(ids(reportListView(rows, { ...defaults, sortBy: 'read_at', sortDesc: true }).rows)).toEqual([
      '3',
      '1',
      '4',
      '2',
    ]);
  });

  it('sorts by the doctor surname', () => {
    const doctors = [
      report('1', { user: { id: 1, uuid: 'a', titel: null, vorname: 'Paul', nachname: 'Weber' } }),
      report('2', { user: { id: 2, uuid: 'b', titel: 'Dr.', vorname: 'Anna', nachname: 'Berger' } }),
    ];
    expect(ids(reportListView(doctors, { ...defaults, sortBy: 'doctor', sortDesc: false }).rows)).toEqual([
      '2',
      '1',
    ]);
  });

  it('pages through the list with the chosen page size', () => {
    const many = Array.from({ length: 45 }, (_, i) => report(String(i + 1)));
    const second = reportListView(many, { ...defaults, perPage: 20, page: 2 });
    expect(second.rows).toHaveLength(20);
    expect(second.rows[0]?.id).toBe('25');
    expect(second.lastPage).toBe(3);
    const third = reportListView(many, { ...defaults, perPage: 20, page: 3 });
    expect(ids(third.rows)).toEqual(['5', '4', '3', '2', '1']);
  });

  it('moves a page past the end to the last page when the list got shorter', () => {
    const view = reportListView(rows, { ...defaults, perPage: 10, page: 4 });
    expect(view.page).toBe(1);
    expect(view.rows).toHaveLength(4);
    expect(reportListView([], defaults)).toMatchObject({ page: 1, lastPage: 1, total: 0, rows: [] });
  });

  it('pages up to the server’s total when the device holds only part of the list (staff, online)', () => {
    const view = reportListView(rows, { ...defaults, perPage: 10, page: 3 }, 57);
    expect(view).toMatchObject({ total: 57, lastPage: 6, page: 3 });
    expect(reportListView(rows, defaults, null).total).toBe(4);
  });
});
