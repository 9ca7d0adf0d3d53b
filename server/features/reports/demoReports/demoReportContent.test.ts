import { describe, expect, it } from 'vitest';
import { ANALYTE_PANELS, ResultFlag, resultFlag } from './analytePanels';
import { demoReportContents, type GeneratedReport } from './demoReportContent';
import { DEMO_PATIENT_HISTORIES } from './demoPatientHistories';
import { toReportResults } from './demoReportResults';

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
      expect(patient.nummer).toMatch(/^\d{8}$/);
    }
  });

  it('leaves every fourth one-off report a bare PDF without structured results', () => {
    const bare = contents.filter((content) => !content.structured);
    expect(bare).toHaveLength(10);
    expect(contents.every((content) => !content.corrected)).toBe(true);
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

const DOCTORS = ['dr.weber', 'dr.klein'] as const;

/** The demo as seeded: each doctor's one-off reports and the reports of her patients' histories. */
function seeded(username: (typeof DOCTORS)[number]): GeneratedReport[] {
  return demoReportContents(username === 'dr.weber' ? 483 : 517, 16, {
    ...OPTIONS,
    histories: DEMO_PATIENT_HISTORIES[username] ?? [],
  });
}

const ofPatient = (reports: GeneratedReport[], nummer: string) =>
  reports.filter((report) => report.patient.nummer === nummer).reverse();

const valueOf = (report: GeneratedReport | undefined, code: string) =>
  report?.results.find((result) => result.code === code)?.value;

describe('the demo patients with a history (issue 27)', () => {
  const reports = { 'dr.weber': seeded('dr.weber'), 'dr.klein': seeded('dr.klein') };
  const all = [...reports['dr.weber'], ...reports['dr.klein']];

  it('gives several patients of each doctor six or more reports over the five and a half months', () => {
    for (const username of DOCTORS) {
      const histories = DEMO_PATIENT_HISTORIES[username] ?? [];
      expect(histories.length).toBeGreaterThanOrEqual(3);
      for (const { patient, visits } of histories) {
        const history = ofPatient(reports[username], patient.nummer);
        expect(history).toHaveLength(visits);
        expect(visits).toBeGreaterThanOrEqual(6);
        expect(history.every((report) => report.structured)).toBe(true);
        const oldest = history[0]?.receivedAt ?? NOW;
        expect(oldest.getTime()).toBeLessThan(monthsBefore(NOW, 5).getTime());
        expect(oldest.getTime()).toBeGreaterThan(monthsBefore(NOW, 6).getTime());
      }
    }
  });

  it('covers thyroid, HbA1c and glucose, kidney with eGFR, electrolytes, CRP, ferritin, vitamins and a blood count', () => {
    const codes = new Set(
      Object.values(DEMO_PATIENT_HISTORIES)
        .flat()
        .flatMap(({ patient }) => ofPatient(all, patient.nummer))
        .flatMap((report) => report.results.map((result) => result.code)),
    );
    const listed = ['TSH', 'FT4', 'HBA1C', 'GLUN', 'KREA', 'EGFR', 'HST', 'NA', 'K', 'CA', 'CRP', 'FERR'];
    for (const code of [...listed, 'VITD', 'B12', 'HB', 'LEUKO', 'THROMB']) expect(codes).toContain(code);
  });

  it('names every analyte by lab code, LOINC, German and English name, its panel as the group', () => {
    for (const result of all.flatMap((report) => report.results)) {
      const panel = ANALYTE_PANELS.find((candidate) => candidate.name === result.panel);
      const analyte = panel?.analytes.find((candidate) => candidate.code === result.code);
      expect(analyte?.name).toBe(result.name);
      expect(result.loinc).toMatch(/^\d{1,5}-\d$/);
      expect(result.nameEn).not.toBe('');
    }
  });

  it('lets the values drift along their courses, within plausible bounds but for the one critical potassium', () => {
    const mustermann = ofPatient(reports['dr.weber'], '40061234');
    const egfr = mustermann.map((report) => valueOf(report, 'EGFR') ?? NaN);
    expect(egfr[0]).toBeGreaterThan(50);
    expect(egfr.at(-1)).toBeLessThan(36);
    const krause = ofPatient(reports['dr.weber'], '40072203');
    expect(valueOf(krause[0], 'TSH')).toBeGreaterThan(4.2);
    expect(valueOf(krause.at(-1), 'TSH')).toBeLessThan(4.2);
    const outside = all
      .flatMap((report) => report.results)
      .filter(({ code, value }) => {
        const analyte = ANALYTE_PANELS.flatMap((panel) => panel.analytes).find((a) => a.code === code);
        const [min, max] = analyte?.plausible ?? [NaN, NaN];
        return !(value >= min && value <= max);
      });
    expect(outside).toEqual([expect.objectContaining({ code: 'K', value: 7.1 })]);
  });

  it('has exactly one critical value: the potassium 7,1 (HH) of Erika Mustermann’s newest report', () => {
    const critical = DOCTORS.flatMap((username) =>
      reports[username].flatMap((report) =>
        toReportResults(report.results)
          .filter((result) => ['HH', 'LL', 'AA'].includes(result.flag))
          .map((result) => ({ username, report, result })),
      ),
    );
    expect(critical).toHaveLength(1);
    const [{ username, report, result } = critical[0] ?? ({} as never)] = critical;
    expect(username).toBe('dr.weber');
    expect(result).toMatchObject({ code: 'K', value: '7.1', unit: 'mmol/l', flag: ResultFlag.criticalHigh });
    expect(report.patient).toMatchObject({ nachname: 'Mustermann', vorname: 'Erika', nummer: '40061234' });
    expect(ofPatient(reports['dr.weber'], '40061234').at(-1)).toBe(report);
  });

  it('shows a change of an analyte’s reference range within a history: Sabine Krause’s TSH', () => {
    const ranges = ofPatient(reports['dr.weber'], '40072203').map((report) =>
      JSON.stringify(report.results.find((result) => result.code === 'TSH')?.range),
    );
    expect(new Set(ranges).size).toBe(2);
    expect(ranges.at(-1)).toBe(JSON.stringify({ kind: 'between', low: 0.4, high: 4.0 }));
  });

  it('marks some values out of range in the histories', () => {
    const flags = Object.values(DEMO_PATIENT_HISTORIES)
      .flat()
      .flatMap(({ patient }) => ofPatient(all, patient.nummer))
      .flatMap((report) => toReportResults(report.results).map((result) => result.flag));
    expect(flags.filter((flag) => flag === ResultFlag.high).length).toBeGreaterThan(5);
    expect(flags.filter((flag) => flag === ResultFlag.low).length).toBeGreaterThan(5);
    expect(flags.filter((flag) => flag === ResultFlag.normal).length).toBeGreaterThan(flags.length / 2);
  });

  it('has one corrected report, dr.weber’s, whose first version differed in one value', () => {
    const corrected = all.filter((report) => report.corrected);
    expect(corrected).toHaveLength(1);
    const [report] = corrected;
    expect(reports['dr.weber']).toContain(report);
    const changed = (report?.replaced ?? []).filter(
      (first, index) => first.value !== report?.results[index]?.value,
    );
    expect(changed).toEqual([expect.objectContaining({ code: 'KREA', value: 2.31 })]);
  });

  it('leaves some of each doctor’s reports bare PDFs', () => {
    for (const username of DOCTORS) {
      expect(reports[username].filter((report) => !report.structured).length).toBeGreaterThanOrEqual(3);
    }
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

  it('flags a value beyond a critical limit HH or LL', () => {
    const potassium = { kind: 'between', low: 3.5, high: 5.1 } as const;
    const critical = { low: 2.5, high: 6.5 };
    expect(resultFlag(7.1, potassium, critical)).toBe(ResultFlag.criticalHigh);
    expect(resultFlag(6.4, potassium, critical)).toBe(ResultFlag.high);
    expect(resultFlag(2.4, potassium, critical)).toBe(ResultFlag.criticalLow);
  });
});
