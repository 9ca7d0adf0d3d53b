import { describe, expect, it } from 'vitest';
import type { ReportResult } from '../../../contract/results';
import { potassium, result } from '../../../shared/testing/resultFixtures';
import { buildCumulativeTable, rowValues, tableRows, type CumulativeReport } from './cumulativeTable';

const report = (
  id: string,
  date: string,
  results: ReportResult[] | null,
  fields: Partial<CumulativeReport> = {},
) => ({
  id,
  befund_id: `2026-${id}`,
  created_at: `${date}T10:00:00.000Z`,
  sampled_at: `${date}T07:30:00.000Z`,
  result_status: 'final' as const,
  results,
  ...fields,
});

const sodium = (value: string, fields: Partial<ReportResult> = {}) =>
  result({
    code: 'NA',
    name: { de: 'Natrium', en: 'Sodium' },
    value,
    numeric: Number(value),
    range: { low: 135, high: 145, text: null },
    position: 1,
    ...fields,
  });
const tsh = (value: string, fields: Partial<ReportResult> = {}) =>
  result({
    code: 'TSH',
    group: 'Schilddrüse',
    unit: 'mU/l',
    value,
    numeric: Number(value),
    range: { low: 0.27, high: 4.2, text: null },
    position: 2,
    ...fields,
  });

describe('the cumulative findings of a patient', () => {
  it('puts one column per report, newest sample first, and each value under its date', () => {
    const table = buildCumulativeTable([
      report('1', '2026-01-10', [potassium('4.1'), sodium('140')]),
      report('3', '2026-03-10', [potassium('5.4', { flag: 'H' }), sodium('139')]),
      report('2', '2026-02-10', [potassium('4.6'), sodium('141')]),
    ]);
    expect(table.columns.map((column) => column.reportId)).toEqual(['3', '2', '1']);
    const [k] = tableRows(table);
    expect(k?.cells.map((cell) => cell?.result.value)).toEqual(['5.4', '4.6', '4.1']);
    expect(k?.cells[0]?.result.flag).toBe('H');
  });

  it('takes the report’s creation when the sample time is unknown', () => {
    const table = buildCumulativeTable([
      report('1', '2026-01-10', [potassium('4.1')], {
        sampled_at: null,
        created_at: '2026-04-01T08:00:00.000Z',
      }),
      report('2', '2026-02-10', [potassium('4.6')]),
    ]);
    expect(table.columns.map((column) => [column.reportId, column.date])).toEqual([
      ['1', '2026-04-01T08:00:00.000Z'],
      ['2', '2026-02-10T07:30:00.000Z'],
    ]);
  });

  it('groups the analytes as the lab prints them, the newest report’s order first', () => {
    const table = buildCumulativeTable([
      // The older report had TSH first and a ferritin the newer one lacks.
      report('1', '2026-01-10', [
        tsh('1.2', { position: 0 }),
        result({ code: 'FERR', group: 'Eisen', unit: 'µg/l', position: 1 }),
        potassium('4.1', { position: 2 }),
      ]),
      report('2', '2026-02-10', [
        potassium('4.6', { position: 0 }),
        sodium('141', { position: 1 }),
        tsh('1.0', { position: 2 }),
      ]),
    ]);
    expect(table.groups.map((group) => [group.name, group.rows.map((row) => row.code)])).toEqual([
      ['Elektrolyte', ['K', 'NA']],
      ['Schilddrüse', ['TSH']],
      ['Eisen', ['FERR']],
    ]);
    const ferritin = tableRows(table).find((row) => row.code === 'FERR');
    expect(ferritin?.cells.map((cell) => cell !== null)).toEqual([false, true]);
  });

  it('shows the newest range on the row and marks a value measured against another', () => {
    const table = buildCumulativeTable([
      report('1', '2026-01-10', [potassium('4.1', { range: { low: 3.6, high: 5.0, text: null } })]),
      report('2', '2026-02-10', [potassium('4.6')]),
    ]);
    const [k] = tableRows(table);
    expect(k?.range).toEqual({ low: 3.5, high: 5.1, text: null });
    expect(k?.rangeChanged).toBe(true);
    expect(k?.cells.map((cell) => cell?.rangeChanged)).toEqual([false, true]);
  });

  it('keeps an analyte in another unit apart', () => {
    const table = buildCumulativeTable([
      report('1', '2026-01-10', [result({ code: 'GLU', unit: 'mg/dl', value: '98', numeric: 98 })]),
      report('2', '2026-02-10', [result({ code: 'GLU', unit: 'mmol/l', value: '5.4', numeric: 5.4 })]),
    ]);
    expect(tableRows(table).map((row) => row.unit)).toEqual(['mmol/l', 'mg/dl']);
  });

  it('marks the values of a corrected report', () => {
    const table = buildCumulativeTable([
      report('1', '2026-01-10', [potassium('4.1')]),
      report('2', '2026-02-10', [potassium('5.9', { flag: 'H' })], { result_status: 'corrected' }),
    ]);
    expect(table.columns.map((column) => column.corrected)).toEqual([true, false]);
    expect(tableRows(table)[0]?.cells[0]?.corrected).toBe(true);
  });

  it('lists reports without structured results instead of making empty columns', () => {
    const table = buildCumulativeTable([
      report('1', '2026-01-10', null),
      report('2', '2026-02-10', [potassium('4.6')]),
    ]);
    expect(table.columns.map((column) => column.reportId)).toEqual(['2']);
    expect(table.unstructured.map((entry) => entry.reportId)).toEqual(['1']);
  });

  it('keeps only the reports of a chosen period, both days included', () => {
    const table = buildCumulativeTable(
      [
        report('1', '2026-01-10', [potassium('4.1')]),
        report('2', '2026-02-10', [potassium('4.6')]),
        report('3', '2026-03-10', [potassium('4.8')]),
      ],
      { from: '2026-02-10', to: '2026-03-10' },
    );
    expect(table.columns.map((column) => column.reportId)).toEqual(['3', '2']);
  });

  it('lists one analyte’s values newest first for the phone', () => {
    const table = buildCumulativeTable([
      report('1', '2026-01-10', [potassium('4.1'), sodium('140')]),
      report('2', '2026-02-10', [sodium('141')]),
    ]);
    const k = tableRows(table).find((row) => row.code === 'K');
    expect(k && rowValues(table, k).map(({ column, cell }) => [column.reportId, cell.result.value])).toEqual([
      ['1', '4.1'],
    ]);
  });
});
