/**
 * What the catalogue's list shows (issue 28), decided without a DOM: the analyses a search (code,
 * LOINC, either name, without case), a group and a state (current, withdrawn, all) keep, in the
 * catalogue's order (group, then name, as `GET /api/analyses` sorts), one page of them; and the
 * groups to filter by.
 */
import { listPage, type SortedListPage } from '../../offline/sortedListPage';
import type { AnalysisProfileRow, AnalysisRow } from '../../../db/tables/analyses';

export const LIST_STATES = ['current', 'withdrawn', 'all'] as const;
export type ListState = (typeof LIST_STATES)[number];

export interface AnalysisFilter {
  search: string;
  group: string;
  state: ListState;
}

const inState = (withdrawnAt: string | null, state: ListState) =>
  state === 'all' || (state === 'withdrawn') === (withdrawnAt !== null);

export function matchesAnalysis(
  analysis: Pick<AnalysisRow, 'code' | 'loinc' | 'name' | 'name_en'>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase('de');
  if (needle === '') return true;
  return [analysis.code, analysis.loinc ?? '', analysis.name, analysis.name_en].some((text) =>
    text.toLocaleLowerCase('de').includes(needle),
  );
}

const byCatalogueOrder = (a: AnalysisRow, b: AnalysisRow) =>
  a.group.localeCompare(b.group, 'de') || a.name.localeCompare(b.name, 'de') || Number(a.id) - Number(b.id);

export function analysisListPage(
  analyses: readonly AnalysisRow[],
  filter: AnalysisFilter,
  paging: { page: number; perPage: number },
): SortedListPage<AnalysisRow> {
  const shown = analyses
    .filter(
      (analysis) =>
        inState(analysis.withdrawn_at, filter.state) &&
        (filter.group === '' || analysis.group === filter.group) &&
        matchesAnalysis(analysis, filter.search),
    )
    .sort(byCatalogueOrder);
  return listPage(shown, paging);
}

/** The catalogue's groups, German name and the reader's, sorted by the German one. */
export function analysisGroups(
  analyses: readonly Pick<AnalysisRow, 'group' | 'group_en'>[],
): { group: string; group_en: string }[] {
  const groups = new Map<string, string>();
  for (const analysis of analyses)
    if (!groups.has(analysis.group)) groups.set(analysis.group, analysis.group_en);
  return [...groups]
    .map(([group, group_en]) => ({ group, group_en }))
    .sort((a, b) => a.group.localeCompare(b.group, 'de'));
}

/** The profiles a search (code or name) and a state keep, by name. */
export function profileList(
  profiles: readonly AnalysisProfileRow[],
  filter: Pick<AnalysisFilter, 'search' | 'state'>,
): AnalysisProfileRow[] {
  const needle = filter.search.trim().toLocaleLowerCase('de');
  return profiles
    .filter(
      (profile) =>
        inState(profile.withdrawn_at, filter.state) &&
        (needle === '' ||
          [profile.code, profile.name, profile.name_en].some((text) =>
            text.toLocaleLowerCase('de').includes(needle),
          )),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
