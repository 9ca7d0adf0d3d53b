import { analysisName, type BillingCategory } from '../../../../contract/analyses';
import type { AnalysisProfileRow, AnalysisRow } from '../../../../db/rows';
import type { CatalogueFacts, OrderItemValues } from './orderForm';

/**
 * Choosing the analyses of an order from the device's catalogue (the mirror's `analysis` and
 * `analysisProfile`): what is offered (nothing withdrawn), the search over code and both names,
 * the groups, a profile expanding to its analyses, and the billing category per analysis. Pure:
 * tested in analysisChoice.test.ts.
 */

/** How many hits the search lists at once: enough to pick from on a phone. */
export const SEARCH_HITS_MAX = 40;

export const isOffered = (row: { withdrawn_at: string | null }): boolean => row.withdrawn_at === null;

/** The catalogue by numeric id, as the contract's rules read it. */
export const catalogueFacts = (rows: readonly AnalysisRow[]): CatalogueFacts =>
  new Map(rows.map((row) => [Number(row.id), row]));

/** Lower case without accents: 'ferritin' finds 'Ferritin', 'hamatokrit' 'Hämatokrit'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The offered analyses matching every word of `query` in their code or either name, codes that
 * start with the query first, then by name in the reader's language.
 */
export function searchAnalyses(rows: readonly AnalysisRow[], query: string, language: string): AnalysisRow[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const code = words.join(' ');
  return rows
    .filter(isOffered)
    .filter((row) => {
      const haystack = folded(`${row.code} ${row.name} ${row.name_en}`);
      return words.every((word) => haystack.includes(word));
    })
    .map((row) => ({ row, rank: folded(row.code).startsWith(code) ? 0 : 1 }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        analysisName(a.row, language).localeCompare(analysisName(b.row, language), language),
    )
    .slice(0, SEARCH_HITS_MAX)
    .map(({ row }) => row);
}

export interface AnalysisGroup {
  /** The German group name: the key the catalogue files it under. */
  key: string;
  name: string;
  analyses: AnalysisRow[];
}

/** The offered analyses by catalogue group, groups and analyses by name in the reader's language. */
export function analysisGroups(rows: readonly AnalysisRow[], language: string): AnalysisGroup[] {
  const groups = new Map<string, AnalysisGroup>();
  for (const row of rows.filter(isOffered)) {
    const group = groups.get(row.group) ?? {
      key: row.group,
      name: language.startsWith('en') ? row.group_en : row.group,
      analyses: [],
    };
    group.analyses.push(row);
    groups.set(row.group, group);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, language);
  return [...groups.values()]
    .map((group) => ({
      ...group,
      analyses: group.analyses.sort((a, b) =>
        analysisName(a, language).localeCompare(analysisName(b, language), language),
      ),
    }))
    .sort(byName);
}

/** The offered profiles whose analyses are all offered, by name in the reader's language. */
export function offeredProfiles(
  profiles: readonly AnalysisProfileRow[],
  catalogue: CatalogueFacts,
  language: string,
): AnalysisProfileRow[] {
  return profiles
    .filter(isOffered)
    .filter((profile) =>
      profile.analysis_ids.some((id) => {
        const analysis = catalogue.get(id);
        return analysis !== undefined && isOffered(analysis);
      }),
    )
    .sort((a, b) => analysisName(a, language).localeCompare(analysisName(b, language), language));
}

/** An analysis as an order item: under its first billing category (the catalogue's default). */
function itemOf(id: number, catalogue: CatalogueFacts, profileId: number | null): OrderItemValues | null {
  const analysis = catalogue.get(id);
  const billing = analysis?.billing[0];
  if (!analysis || !isOffered(analysis) || !billing) return null;
  return { analysis_id: id, billing, profile_id: profileId };
}

/** The items with the analysis added (once). */
export function addAnalysis(
  items: readonly OrderItemValues[],
  id: number,
  catalogue: CatalogueFacts,
): OrderItemValues[] {
  if (items.some((item) => item.analysis_id === id)) return [...items];
  const item = itemOf(id, catalogue, null);
  return item ? [...items, item] : [...items];
}

/**
 * The items with the profile's analyses added, marked as coming from it; an analysis already
 * chosen stays as it was, a withdrawn one is left out.
 */
export function addProfile(
  items: readonly OrderItemValues[],
  profile: Pick<AnalysisProfileRow, 'id' | 'analysis_ids'>,
  catalogue: CatalogueFacts,
): OrderItemValues[] {
  const chosen = new Set(items.map((item) => item.analysis_id));
  const added = profile.analysis_ids
    .filter((id) => !chosen.has(id))
    .map((id) => itemOf(id, catalogue, Number(profile.id)))
    .filter((item): item is OrderItemValues => item !== null);
  return [...items, ...added];
}

/** The items without the profile's (those that came from it). */
export const removeProfile = (items: readonly OrderItemValues[], profileId: number): OrderItemValues[] =>
  items.filter((item) => item.profile_id !== profileId);

/**
 * 'Alle auf ...': every item the category may bill moves to it; the others keep theirs. Returns
 * the items and how many could not move.
 */
export function billAllAs(
  items: readonly OrderItemValues[],
  billing: BillingCategory,
  catalogue: CatalogueFacts,
): { items: OrderItemValues[]; kept: number } {
  let kept = 0;
  const moved = items.map((item) => {
    if (catalogue.get(item.analysis_id)?.billing.includes(billing)) return { ...item, billing };
    if (item.billing !== billing) kept += 1;
    return item;
  });
  return { items: moved, kept };
}
