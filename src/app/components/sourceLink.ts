import { pathOf } from '../router/routePaths';

/**
 * The address of one source on the sources page (issue 16: the tool and the lexicon cite sources
 * and link to them). The hash router keeps a second '#' as the location's hash, so
 * `#/backend/sources#source-3` opens the page, which scrolls to the element with id `source-3`.
 */
export const sourceAnchorId = (sourceId: number | string): string => `source-${sourceId}`;

export const sourceLink = (sourceId: number | string): string =>
  `${pathOf('sources')}#${sourceAnchorId(sourceId)}`;
