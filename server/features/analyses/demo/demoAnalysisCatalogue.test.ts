import { describe, expect, it } from 'vitest';
import { analysisInputSchema } from '../../../../src/contract/analyses';
import { ANALYTE_PANELS } from '../../reports';
import { DEMO_ANALYSIS_GROUPS, DEMO_PROFILES } from './demoAnalysisCatalogue';

const analyses = DEMO_ANALYSIS_GROUPS.flatMap((group) =>
  group.analyses.map((analysis) => ({ ...analysis, group: group.group, group_en: group.group_en })),
);
const byCode = new Map(analyses.map((analysis) => [analysis.code, analysis]));
/** WinAnsi, which the labels' and order sheet's standard PDF fonts draw. */
const DRAWABLE = /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u201e\u2026]*$/;

/** LOINC's mod-10 check digit (the Luhn algorithm over the number before the hyphen). */
function loincCheckDigitHolds(loinc: string): boolean {
  const [number = '', check] = loinc.split('-');
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += Math.floor(digit / 10) + (digit % 10);
  });
  return (10 - (sum % 10)) % 10 === Number(check);
}

describe('the demo catalogue of analyses', () => {
  it('has about 120 analyses in at least 18 groups, each a valid staff input', () => {
    expect(analyses.length).toBeGreaterThanOrEqual(110);
    expect(analyses.length).toBeLessThanOrEqual(160);
    expect(DEMO_ANALYSIS_GROUPS.length).toBeGreaterThanOrEqual(18);
    for (const analysis of analyses) {
      expect(analysisInputSchema.safeParse(analysis).success, analysis.code).toBe(true);
    }
  });

  it('names every analysis once, by a code no other has in any case', () => {
    expect(new Set(analyses.map((analysis) => analysis.code.toLowerCase())).size).toBe(analyses.length);
  });

  it('holds every analyte of the results demo with its code, LOINC, names and panel as group', () => {
    for (const panel of ANALYTE_PANELS) {
      for (const analyte of panel.analytes) {
        expect(byCode.get(analyte.code), analyte.code).toMatchObject({
          loinc: analyte.loinc,
          name: analyte.name,
          name_en: analyte.nameEn,
          group: panel.name,
          withdrawn: false,
        });
      }
    }
  });

  it('gives only LOINC codes whose check digit holds', () => {
    const wrong = analyses.filter(
      (analysis) => analysis.loinc !== null && !loincCheckDigitHolds(analysis.loinc),
    );
    expect(wrong.map((analysis) => `${analysis.code} ${analysis.loinc}`)).toEqual([]);
  });

  it('has what a real catalogue has: cooled and frozen transports, notes, IGeL-only and private ones, two withdrawn', () => {
    const count = (keep: (analysis: (typeof analyses)[number]) => boolean) => analyses.filter(keep).length;
    expect(count((analysis) => analysis.transport === 'frozen')).toBeGreaterThanOrEqual(3);
    expect(count((analysis) => analysis.transport === 'cooled')).toBeGreaterThanOrEqual(3);
    expect(byCode.get('TRIG')?.note).toMatch(/nüchtern/i);
    expect(byCode.get('BILI')?.note).toMatch(/lichtgeschützt/i);
    expect(byCode.get('QUICK')?.note).toMatch(/innerhalb 4 h im Labor/);
    expect(byCode.get('VITDS')?.billing).toEqual(['self_pay']);
    expect(byCode.get('OMEGA3')?.billing).toEqual(['self_pay']);
    expect(count((analysis) => analysis.billing.join() === 'private,self_pay')).toBeGreaterThanOrEqual(3);
    expect(count((analysis) => analysis.billing[0] === 'statutory')).toBeGreaterThan(analyses.length * 0.75);
    expect(analyses.filter((analysis) => analysis.withdrawn).map((analysis) => analysis.code)).toEqual([
      'CKMB',
      'MYO',
    ]);
    for (const analysis of analyses) {
      expect(analysis.note === null, analysis.code).toBe(analysis.note_en === null);
    }
  });

  it('prints: every name and note is drawable in the labels’ standard fonts', () => {
    const texts = analyses.flatMap((analysis) => [
      analysis.name,
      analysis.name_en,
      analysis.note ?? '',
      analysis.note_en ?? '',
    ]);
    expect(texts.filter((text) => !DRAWABLE.test(text))).toEqual([]);
  });

  it('has the ten profiles, each naming current analyses of the catalogue once', () => {
    expect(DEMO_PROFILES.map((profile) => profile.name)).toEqual([
      'Schilddrüse',
      'Diabetes',
      'Niere',
      'Leber',
      'Blutbild klein',
      'Lipidstatus',
      'Entzündung',
      'Eisenstatus',
      'Gerinnung',
      'Check-up',
    ]);
    for (const profile of DEMO_PROFILES) {
      expect(new Set(profile.analyses).size, profile.code).toBe(profile.analyses.length);
      for (const code of profile.analyses)
        expect(byCode.get(code)?.withdrawn, `${profile.code} ${code}`).toBe(false);
    }
  });
});
