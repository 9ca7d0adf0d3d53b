/**
 * The shape of the demo catalogue's data (demoIecGroupsA.ts, demoIecGroupsB.ts): short factual
 * texts in German and English written for this project, CAS numbers only where certain (the
 * seed's test checks each one's check digit), sources by key of demoIecSources.ts. Texts keep to
 * Latin-1 (no Greek letters), which the documents' standard PDF fonts can draw.
 */
import type { DemoIecSourceKey } from './demoIecSources';

export interface DemoIecSubstance {
  de: string;
  en: string;
  cas: string | null;
  synonyms: string[];
  infoDe: string;
  infoEn: string;
  sources: DemoIecSourceKey[];
}

export interface DemoIecGroup {
  title: { de: string; en: string };
  substances: DemoIecSubstance[];
}

/** One substance in one line of data: names, CAS, synonyms, German and English info, sources. */
export const substance = (
  de: string,
  en: string,
  cas: string | null,
  synonyms: string[],
  infoDe: string,
  infoEn: string,
  sources: DemoIecSourceKey[],
): DemoIecSubstance => ({ de, en, cas, synonyms, infoDe, infoEn, sources });
