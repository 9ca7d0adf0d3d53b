import type { IecLexiconEntryRow, IecSourceRow, IecSubstanceRow } from '../../../db/rows';

/** Mirrored rows for the lexicon's tests: two terms, two substance entries, one umlaut. */
export function lexiconEntry(
  id: number,
  term: [string, string],
  definition: [string, string],
  fields: Partial<IecLexiconEntryRow> = {},
): IecLexiconEntryRow {
  return {
    id: String(id),
    term: { de: term[0], en: term[1] },
    definition: { de: definition[0], en: definition[1] },
    substance_id: null,
    source_ids: [],
    updated_at: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

export const MERCURY: IecSubstanceRow = {
  id: '12',
  group_id: 1,
  name: { de: 'Quecksilber', en: 'Mercury' },
  synonyms: ['Hydrargyrum', 'Hg'],
  cas: '7439-97-6',
  info: { de: 'Ein Schwermetall.', en: 'A heavy metal.' },
  source_ids: [1],
  updated_at: '2026-11-20T08:00:00.000Z',
};

export const SOURCE: IecSourceRow = {
  id: '1',
  citation: 'Lehrbuch der Toxikologie (aktuelle Auflage)',
  updated_at: '2026-11-20T08:00:00.000Z',
};

export const LEXICON_ENTRIES: IecLexiconEntryRow[] = [
  lexiconEntry(
    1,
    ['Halbwertszeit', 'Half-life'],
    ['Die Zeit, in der die Konzentration auf die Hälfte sinkt.', 'The time in which it halves.'],
  ),
  lexiconEntry(
    2,
    ['Quecksilber', 'Mercury'],
    ['Ein flüssiges Metall, das sich im Gewebe anreichert.', 'A liquid metal that builds up in tissue.'],
    { substance_id: 12, source_ids: [1] },
  ),
  lexiconEntry(
    3,
    ['Ölsäure', 'Oleic acid'],
    ['Eine Fettsäure; Übersicht der Messverfahren.', 'A fatty acid.'],
  ),
  lexiconEntry(
    4,
    ['Bioakkumulation', 'Bioaccumulation'],
    ['Anreicherung im Organismus.', 'Build-up in an organism.'],
  ),
];
