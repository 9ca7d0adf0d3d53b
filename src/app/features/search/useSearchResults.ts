import { useEffect, useState } from 'react';
import { searchResponseSchema, type SearchHit } from '../../../contract/search';
import { request } from '../../api/http';
import i18n from '../../i18n/i18n';
import { notify } from '../../notifications/notify';
import { lastUserUuid } from '../../offline/lastUser';
import { vaultWorker } from '../../../workers/syncClient';
import { runSearch, type SearchOutcome } from './runSearch';
import { canSearch } from './searchView';

export type SearchState =
  { status: 'idle' } | { status: 'searching' } | ({ status: 'done' } & SearchOutcome) | { status: 'failed' };

const serverSearch = async (search: string, signal: AbortSignal): Promise<SearchHit[]> =>
  searchResponseSchema.parse(await request('/api/search', { method: 'POST', body: { search }, signal })).data;

const offlineSearch = async (search: string): Promise<SearchHit[]> => {
  const uuid = lastUserUuid();
  return uuid ? vaultWorker().searchMirror(uuid, search) : [];
};

/** The results of the page's search term; a failure is announced once (spec §8). */
export function useSearchResults(term: string): SearchState {
  const [answered, setAnswered] = useState<{ term: string; state: SearchState } | null>(null);
  useEffect(() => {
    if (!canSearch(term)) return;
    const abort = new AbortController();
    runSearch(term.trim(), abort.signal, { online: serverSearch, offline: offlineSearch }).then(
      (outcome) => {
        if (!abort.signal.aborted) setAnswered({ term, state: { status: 'done', ...outcome } });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setAnswered({ term, state: { status: 'failed' } });
        notify.apiError(error, i18n.t('search.failed'));
      },
    );
    return () => abort.abort();
  }, [term]);
  if (!canSearch(term)) return { status: 'idle' };
  return answered?.term === term ? answered.state : { status: 'searching' };
}
