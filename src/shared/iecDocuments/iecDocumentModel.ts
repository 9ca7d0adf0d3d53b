/**
 * What an iEC result document (PDF or Excel, spec §2 'iEC tool: download as PDF or Excel') says,
 * decided once from the catalogue's records and the selection, before any format is drawn: the
 * laboratory's header, the date, the selected substances by group (groups in their order,
 * substances by name) with their info, and the sources they cite, numbered in order of first
 * citation. The server builds it from the database, the device from its mirror (offline, in a
 * worker); both hand it to the same renderers, so the two files read the same.
 *
 * Isomorphic on purpose: no Node or DOM API, only the contract's types and Intl.
 */
import type { Locale } from '../../contract/constants';
import { LAB_TIME_ZONE } from '../../contract/constants';
import type { IecSourceRecord, IecSubstanceGroupRecord, IecSubstanceRecord } from '../../contract/iec';
import { IEC_DOCUMENT_LABELS, type IecDocumentLabels } from './iecDocumentLabels';

export interface IecDocumentSubstance {
  name: string;
  cas: string | null;
  synonyms: string[];
  info: string;
  /** The numbers of its sources in the document's list of sources. */
  sourceNumbers: number[];
}

export interface IecDocumentGroup {
  title: string;
  substances: IecDocumentSubstance[];
}

export interface IecDocumentModel {
  locale: Locale;
  labels: IecDocumentLabels;
  labName: string;
  /** When it was made, an instant (the PDF's dates) and as the reader reads it (the header). */
  createdAt: Date;
  dateText: string;
  groups: IecDocumentGroup[];
  sources: { number: number; citation: string }[];
  substanceCount: number;
}

/**
 * A record as the server reads it (numeric id) or as the device mirrors it (the same record keyed by
 * its id as a string, src/db/rows.ts): the model takes either.
 */
type AnyId<T extends { id: number }> = Omit<T, 'id'> & { id: number | string };

export interface IecDocumentInput {
  locale: Locale;
  labName: string;
  createdAt: Date;
  /** The selection, in any order; unknown ids are left out (the caller validates). */
  substanceIds: readonly number[];
  substances: readonly AnyId<IecSubstanceRecord>[];
  groups: readonly AnyId<IecSubstanceGroupRecord>[];
  sources: readonly AnyId<IecSourceRecord>[];
}

const byText = (locale: Locale) => new Intl.Collator(locale === 'de' ? 'de-DE' : 'en-GB').compare;

export function formatDocumentDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: LAB_TIME_ZONE,
  }).format(date);
}

export function buildIecDocument(input: IecDocumentInput): IecDocumentModel {
  const { locale } = input;
  const compare = byText(locale);
  const wanted = new Set(input.substanceIds);
  const selected = input.substances
    .map((substance) => ({ ...substance, id: Number(substance.id) }))
    .filter((substance) => wanted.has(substance.id));
  const citations = new Map(input.sources.map((source) => [Number(source.id), source.citation]));
  const numbers = new Map<number, number>();
  const numberOf = (sourceId: number): number | undefined => {
    if (!citations.has(sourceId)) return undefined;
    if (!numbers.has(sourceId)) numbers.set(sourceId, numbers.size + 1);
    return numbers.get(sourceId);
  };

  const groups = input.groups
    .map((group) => ({ ...group, id: Number(group.id) }))
    .sort((a, b) => a.position - b.position || compare(a.title[locale], b.title[locale]) || a.id - b.id)
    .map((group) => ({
      title: group.title[locale],
      substances: selected
        .filter((substance) => substance.group_id === group.id)
        .sort((a, b) => compare(a.name[locale], b.name[locale]) || a.id - b.id),
    }))
    .filter((group) => group.substances.length > 0)
    .map((group) => ({
      title: group.title,
      substances: group.substances.map((substance) => ({
        name: substance.name[locale],
        cas: substance.cas,
        synonyms: substance.synonyms,
        info: substance.info[locale],
        sourceNumbers: substance.source_ids
          .map(numberOf)
          .filter((number): number is number => number !== undefined),
      })),
    }));

  return {
    locale,
    labels: IEC_DOCUMENT_LABELS[locale],
    labName: input.labName,
    createdAt: input.createdAt,
    dateText: formatDocumentDate(input.createdAt, locale),
    groups,
    sources: [...numbers].map(([sourceId, number]) => ({ number, citation: citations.get(sourceId) ?? '' })),
    substanceCount: groups.reduce((count, group) => count + group.substances.length, 0),
  };
}

/** '[1], [3]' */
export const sourceReferences = (numbers: readonly number[]): string =>
  numbers.map((number) => `[${number}]`).join(', ');

/** The file name the download offers, e.g. 'iEC-Auswahl_2026-11-24.pdf'. */
export function iecDocumentFileName(model: IecDocumentModel, extension: 'pdf' | 'xlsx'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: LAB_TIME_ZONE }).format(model.createdAt);
  return `${model.labels.fileName}_${day}.${extension}`;
}
