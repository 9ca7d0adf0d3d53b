import { describe, expect, it } from 'vitest';
import { isCasNumber } from '../../../../src/contract/iec';
import { DEMO_IEC_GROUPS } from './demoIecCatalogue';
import { DEMO_IEC_LEXICON } from './demoIecLexicon';
import { DEMO_IEC_SOURCES } from './demoIecSources';

const substances = DEMO_IEC_GROUPS.flatMap((group) => group.substances);
/** WinAnsi, which the documents' standard PDF fonts draw: Latin-1 plus a few typographic signs. */
const DRAWABLE =
  /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u20ac]*$/;

describe('the demo iEC catalogue', () => {
  it('has at least 150 substances in at least 10 groups, each with German and English texts and sources', () => {
    expect(DEMO_IEC_GROUPS.length).toBeGreaterThanOrEqual(10);
    expect(substances.length).toBeGreaterThanOrEqual(150);
    for (const item of substances) {
      expect(item.infoDe.length, item.de).toBeGreaterThan(40);
      expect(item.infoEn.length, item.en).toBeGreaterThan(40);
      expect(item.infoDe, item.de).not.toBe(item.infoEn);
      expect(item.sources.length, item.de).toBeGreaterThan(0);
    }
  });

  it('gives only CAS numbers whose check digit holds', () => {
    const wrong = substances.filter((item) => item.cas !== null && !isCasNumber(item.cas));
    expect(wrong.map((item) => `${item.de} ${item.cas}`)).toEqual([]);
  });

  it('names every substance once and cites only sources of the reference list', () => {
    const names = substances.map((item) => item.de);
    expect(new Set(names).size).toBe(names.length);
    for (const key of [...substances, ...DEMO_IEC_LEXICON].flatMap((item) => item.sources)) {
      expect(Object.keys(DEMO_IEC_SOURCES)).toContain(key);
    }
    for (const entry of DEMO_IEC_LEXICON.filter((item) => item.substance))
      expect(names).toContain(entry.substance);
  });

  it('keeps to characters the PDF fonts can draw', () => {
    const texts = [
      ...substances.flatMap((item) => [item.de, item.en, item.infoDe, item.infoEn, ...item.synonyms]),
      ...DEMO_IEC_LEXICON.flatMap((entry) => [
        entry.term.de,
        entry.term.en,
        entry.definition.de,
        entry.definition.en,
      ]),
      ...DEMO_IEC_GROUPS.flatMap((group) => [group.title.de, group.title.en]),
      ...Object.values(DEMO_IEC_SOURCES),
    ];
    expect(texts.filter((text) => !DRAWABLE.test(text))).toEqual([]);
  });
});
