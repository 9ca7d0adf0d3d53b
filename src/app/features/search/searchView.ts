/**
 * What the search screens decide, without a DOM: when a search may start (spec §5/§9: more than
 * one character), how hits group on the results page (by kind, in a fixed order, the server's
 * ranking kept within each), and where each hit leads. Reports open in the viewer on the page;
 * tickets and demands link to their pages; doctors and offices link to theirs for the users who may
 * open those pages (administrators: the pages are admin only), and are shown without a link to others.
 */
import { SEARCH_MIN_LENGTH } from '../../../contract/constants';
import { mayAdministerDoctors } from '../../../contract/doctorRules';
import { Permission, RoleName } from '../../../contract/permissions';
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '../../../contract/search';
import { pathOf } from '../../router/routePaths';

/** The results page's query parameter. */
export const SEARCH_QUERY_PARAM = 'q';

/** Spec §2: a demand's conversation opens by 'befundnachfragen-list' with query `item` = its uuid. */
const DEMAND_ITEM_PARAM = 'item';

export const canSearch = (term: string): boolean => term.trim().length >= SEARCH_MIN_LENGTH;

export interface HitGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  return SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter(
    (group) => group.hits.length > 0,
  );
}

export type HitTarget =
  { type: 'viewer'; reportId: string } | { type: 'link'; to: string } | { type: 'none' };

export function hitTarget(
  hit: SearchHit,
  viewer: { roles: readonly string[]; permissions: readonly string[] },
): HitTarget {
  switch (hit.kind) {
    case 'doctor':
      return mayAdministerDoctors({ roles: [...viewer.roles], permissions: [...viewer.permissions] })
        ? { type: 'link', to: pathOf('show-doctor', { id: hit.id }) }
        : { type: 'none' };
    case 'office':
      return viewer.roles.includes(RoleName.admin) && viewer.permissions.includes(Permission.showOffices)
        ? { type: 'link', to: pathOf('show-office', { id: hit.id }) }
        : { type: 'none' };
    case 'report':
      return { type: 'viewer', reportId: hit.id };
    case 'ticket':
      return { type: 'link', to: pathOf('show-ticket', { uuid: hit.uuid }) };
    case 'demand':
      return {
        type: 'link',
        to: `${pathOf('befundnachfragen-list')}?${new URLSearchParams({ [DEMAND_ITEM_PARAM]: hit.uuid }).toString()}`,
      };
    default:
      return { type: 'none' };
  }
}

export const resultsPath = (term: string): string =>
  `${pathOf('search-results')}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: term.trim() }).toString()}`;
