/**
 * One search: the server's answer when it can be reached (POST /api/search), else the sync
 * worker's search over the mirror, flagged offline so the page says where the hits come from.
 * "Cannot be reached" is a failed fetch (no network, server down: ApiRequestError status 0); any
 * answer the server gives (422, 500 …) is a failure the page reports ('Fehler bei der Suche: ').
 * The term is sent in the body, never in a URL the request log would keep.
 */
import type { SearchHit } from '../../../contract/search';
import { ApiRequestError } from '../../api/ApiRequestError';

export interface SearchOutcome {
  hits: SearchHit[];
  offline: boolean;
}

export interface SearchDeps {
  online: (search: string, signal: AbortSignal) => Promise<SearchHit[]>;
  offline: (search: string) => Promise<SearchHit[]>;
}

const unreachable = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

export async function runSearch(
  search: string,
  signal: AbortSignal,
  deps: SearchDeps,
): Promise<SearchOutcome> {
  try {
    return { hits: await deps.online(search, signal), offline: false };
  } catch (error) {
    if (signal.aborted || !unreachable(error)) throw error;
    return { hits: await deps.offline(search), offline: true };
  }
}
