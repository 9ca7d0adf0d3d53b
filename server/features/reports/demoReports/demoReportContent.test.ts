import { describe, expect, it } from 'vitest';
import { ANALYTE_PANELS, ResultFlag, resultFlag } from './analytePanels';
import { demoReportContents } from './demoReportContent';

const NOW = new Date('2026-03-02T09:00:00Z');
const OPTIONS = { doctor: { titel: 'Dr. med.', vorname: 'Anna', nachname: 'Becker' }, now: NOW };

function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

describe('demoReportContents', () => {
  const contents = demoReportContents(42, 40, OPTIONS);

  it('gives the same contents for the same seed and different ones for another seed', () => {
    expect(demoReportContents(42, 40, OPTIONS)).toEqual(contents);
    expect(demoReportContents(43, 40, OPTIONS)).not.toEqual(contents);
  });

  it('numbers the reports with unique 8-digit reference numbers', () => {
    const ids = contents.map((content) => content.befundId);
    for (const id of ids) expect(id).toMatch(/^\d{8}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('addresses every report to the given doctor', () => {
    for (const content of contents) expect(content.doctor).toEqual(OPTIONS.doctor);
  });

  it('receives samples within the last six months, some of them more than five months ago', () => {
    const sixMonthsAgo = monthsBefore(NOW, 6);
    const fiveMonthsAgo = monthsBefore(NOW, 5);
    for (const { receivedAt, reportedAt } of contents) {
      expect(receivedAt.getTime()).toBeGreaterThan(sixMonthsAgo.getTime());
      expect(reportedAt.getTime()).toBeGreaterThanOrEqual(receivedAt.getTime());
      expect(reportedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(contents.filter(({ receivedAt }) => receivedAt < fiveMonthsAgo).length).toBeGreaterThan(0);
    expect(contents.filter(({ receivedAt }) => receivedAt > monthsBefore(NOW, 1)).length).toBeGreaterThan(0);
  });

  it('lists adult patients with German names and a birth date', () => {
    for (const { patient } of contents) {
      expect(patient.nachname).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+$/);
      expect(patient.vorname).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+$/);
      expect(patient.geburtsdatum).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(patient.geburtsdatum < '2008-03-02').toBe(true);
    }
  });

  it('draws results from the panel catalogue, mostly in range and some flagged high or low', () => {
    const catalogue = new Map(ANALYTE_PANELS.flatMap((panel) => panel.analytes.map((a) => [a.name, a])));
    const results = contents.flatMap((content) => content.results);
    for (const result of results) {
      expect(catalogue.get(result.name)?.range).toEqual(result.range);
      expect(Number(result.value.toFixed(result.decimals))).toBe(result.value);
    }
    const flags = results.map((result) => resultFlag(result.value, result.range));
    const flagged = flags.filter((flag) => flag !== ResultFlag.normal);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(results.length / 3);
    expect(flags).toContain(ResultFlag.high);
    expect(flags).toContain(ResultFlag.low);
    for (const content of contents) expect(content.results.length).toBeGreaterThanOrEqual(2);
  });
});

describe('resultFlag', () => {
  it('flags values outside the reference range; a < or > limit is itself out of range', () => {
    expect(resultFlag(11.9, { kind: 'between', low: 12, high: 16 })).toBe(ResultFlag.low);
    expect(resultFlag(12, { kind: 'between', low: 12, high: 16 })).toBe(ResultFlag.normal);
    expect(resultFlag(16.1, { kind: 'between', low: 12, high: 16 })).toBe(ResultFlag.high);
    expect(resultFlag(35, { kind: 'below', limit: 35 })).toBe(ResultFlag.high);
    expect(resultFlag(34, { kind: 'below', limit: 35 })).toBe(ResultFlag.normal);
    expect(resultFlag(60, { kind: 'above', limit: 60 })).toBe(ResultFlag.low);
    expect(resultFlag(61, { kind: 'above', limit: 60 })).toBe(ResultFlag.normal);
  });
});
