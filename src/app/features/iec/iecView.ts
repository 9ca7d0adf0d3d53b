import type { Locale } from '../../../contract/constants';
import { matchesAllWords, searchWords } from '../../../contract/search';
import type { IecSubstanceGroupRow, IecSubstanceRow } from '../../../db/rows';
import type { IecCatalogue } from './useIecCatalogue';

/**
 * What the iEC tool shows, decided from the mirrored catalogue without React: the groups with
 * their substances (sorted by name in the reader's language), narrowed by the search box, and
 * the selection grouped the same way.
 */
export interface GroupView {
  group: IecSubstanceGroupRow;
  substances: IecSubstanceRow[];
}

const collator = (locale: Locale) => new Intl.Collator(locale === 'de' ? 'de-DE' : 'en-GB').compare;

/** What the search box matches: the name in both languages, the synonyms and the CAS number. */
export const substanceSearchText = (substance: IecSubstanceRow): string =>
  [substance.name.de, substance.name.en, ...substance.synonyms, substance.cas ?? ''].join(' ');

/**
 * The groups in their order (position), each with its substances sorted by name; with a search,
 * only the substances it matches and only groups that keep one.
 */
export function groupViews(catalogue: IecCatalogue, locale: Locale, search = ''): GroupView[] {
  const words = searchWords(search);
  const compare = collator(locale);
  const byGroup = new Map<number, IecSubstanceRow[]>();
  for (const substance of catalogue.substances.values()) {
    if (words.length > 0 && !matchesAllWords(substanceSearchText(substance), words)) continue;
    const list = byGroup.get(substance.group_id) ?? [];
    list.push(substance);
    byGroup.set(substance.group_id, list);
  }
  return [...catalogue.groups]
    .sort((a, b) => a.position - b.position || compare(a.title[locale], b.title[locale]))
    .map((group) => ({
      group,
      substances: (byGroup.get(Number(group.id)) ?? []).sort((a, b) =>
        compare(a.name[locale], b.name[locale]),
      ),
    }))
    .filter((view) => words.length === 0 || view.substances.length > 0);
}

/** The selection by group, as the panel lists it; ids the catalogue no longer holds are left out. */
export function selectionViews(catalogue: IecCatalogue, locale: Locale, ids: readonly number[]): GroupView[] {
  const wanted = new Set(ids);
  return groupViews(catalogue, locale)
    .map((view) => ({ ...view, substances: view.substances.filter((row) => wanted.has(Number(row.id))) }))
    .filter((view) => view.substances.length > 0);
}

/**
 * The checked set as the selection to apply: what stays keeps its place (the order of picking),
 * what is new follows in the order it was checked.
 */
export function appliedOrder(current: readonly number[], checked: ReadonlySet<number>): number[] {
  const kept = current.filter((id) => checked.has(id));
  const added = [...checked].filter((id) => !current.includes(id));
  return [...kept, ...added];
}

export function sameSelection(current: readonly number[], checked: ReadonlySet<number>): boolean {
  return current.length === checked.size && current.every((id) => checked.has(id));
}
