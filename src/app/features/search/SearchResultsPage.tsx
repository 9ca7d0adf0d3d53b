import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SignalSlashIcon } from '@heroicons/react/24/outline';
import type { SearchHit } from '../../../contract/search';
import { Spinner } from '../../components/Spinner';
import { useReportSlots } from '../../components/reportSlots';
import { formatDate } from '../../i18n/formatDate';
import { notify } from '../../notifications/notify';
import { HitText } from './HitText';
import { mirrorReport } from './mirrorReport';
import { canSearch, groupHits, hitTarget, SEARCH_QUERY_PARAM } from './searchView';
import { useSearchResults } from './useSearchResults';
import { useShownUser } from '../../session/useSignedInUser';
import './searchTexts';

/**
 * The search results page (spec §2): the hits of `?q=` grouped by kind, each leading to its page
 * (a report opens in the viewer of the report slots), the empty state of spec §8, and, when the
 * server could not be reached, the device's own hits with a note that they come from the device.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = (params.get(SEARCH_QUERY_PARAM) ?? '').trim();
  const state = useSearchResults(term);
  const { Viewer } = useReportSlots();
  const [openId, setOpenId] = useState<string | null>(null);

  const openReport = (hit: SearchHit) => {
    mirrorReport(hit).then(
      (found) => (found ? setOpenId(hit.id) : notify.error(t('search.reportMissing'))),
      (error: unknown) => notify.apiError(error),
    );
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="search-results">
      <h1 className="text-xl font-semibold break-words">
        {term ? t('search.heading', { query: term }) : t('search.label')}
      </h1>
      {!canSearch(term) ? <p className="text-sm text-stone-600">{t('search.minLength')}</p> : null}
      {state.status === 'searching' && <Spinner label={t('search.searching')} />}
      {state.status === 'done' && state.offline && (
        <p
          className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="search-offline"
          role="status"
        >
          <SignalSlashIcon className="size-5 shrink-0" aria-hidden="true" />
          {t('search.offline')}
        </p>
      )}
      {state.status === 'done' && state.hits.length === 0 && (
        <p className="text-sm text-stone-600" data-testid="search-empty">
          {t('search.empty', { query: term })}
        </p>
      )}
      {state.status === 'done' &&
        groupHits(state.hits).map((group) => (
          <section
            key={group.kind}
            aria-labelledby={`search-${group.kind}`}
            data-testid={`search-group-${group.kind}`}
            className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <h2 id={`search-${group.kind}`} className="mb-2 text-base font-semibold">
              {t(`search.kinds.${group.kind}`)} ({group.hits.length})
            </h2>
            <ul className="divide-y divide-stone-100">
              {group.hits.map((hit) => (
                <li key={`${hit.kind}:${hit.id}`}>
                  <HitEntry hit={hit} onOpenReport={() => openReport(hit)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      {Viewer && <Viewer reportId={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function HitEntry({ hit, onOpenReport }: { hit: SearchHit; onOpenReport: () => void }) {
  const { t, i18n } = useTranslation();
  const target = hitTarget(hit, useShownUser());
  const body = (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="font-medium break-words">
        <HitText segments={hit.title} />
      </span>
      <span className="text-sm break-words text-stone-600">
        <HitText segments={hit.detail} />
        {hit.date ? ` · ${formatDate(hit.date, i18n.resolvedLanguage)}` : ''}
      </span>
    </span>
  );
  const row = 'flex w-full items-center justify-between gap-3 rounded-md px-2 py-2 text-left';
  if (target.type === 'viewer') {
    return (
      <button type="button" onClick={onOpenReport} className={`${row} hover:bg-stone-50`}>
        {body}
        <span className="sr-only">{t('search.openReport')}</span>
      </button>
    );
  }
  if (target.type === 'link') {
    return (
      <Link to={target.to} className={`${row} hover:bg-stone-50`}>
        {body}
      </Link>
    );
  }
  return (
    <div className={row} title={t('search.noPage')}>
      {body}
    </div>
  );
}
