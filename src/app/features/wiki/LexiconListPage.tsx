import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@heroicons/react/24/outline';
import { mayManageIecContent } from '../../../contract/iecRules';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { LetterBar } from './LetterBar';
import { LexiconEntryCard } from './LexiconEntryCard';
import { LexiconEntryDialog } from './LexiconEntryDialog';
import { filterLexicon, letterParam, lettersWithEntries, lexiconItems, lexiconLocale } from './lexiconView';
import { useIecSubstances, useLexiconEntries } from './useLexicon';
import './wikiTexts';
import { SecondaryLink } from '../../components/SecondaryLink';

/**
 * The iEC lexicon (spec §2 'iEC wiki'), from the mirror, offline too: a letter bar, a search over
 * terms, substance names, synonyms and definitions, and the entries as cards. The letter and the
 * search live in the address (`?letter=`, `?q=`), so going back from an entry keeps them. A search
 * spans every letter, so typing clears the letter and choosing a letter clears the search.
 */
export default function LexiconListPage() {
  const { t, i18n } = useTranslation();
  const locale = lexiconLocale(i18n.resolvedLanguage);
  const entries = useLexiconEntries();
  const substances = useIecSubstances();
  const user = useSignedInUser();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const letter = letterParam(params.get('letter'));
  const query = params.get('q') ?? '';
  const items = useMemo(
    () => (entries && substances ? lexiconItems(entries, substances, locale) : undefined),
    [entries, substances, locale],
  );
  const shown = items ? filterLexicon(items, { letter, query }) : undefined;

  const chooseLetter = (next: string | null) => setParams(next ? { letter: next } : {}, { replace: true });
  const search = (text: string) => setParams(text ? { q: text } : {}, { replace: true });

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('routes.iecLexicon')}</h1>
        <div className="flex flex-wrap gap-2">
          <SecondaryLink to={pathOf('iec-tool')}>{t('wiki.openTool')}</SecondaryLink>
          <SecondaryLink to={pathOf('sources')}>{t('wiki.sourcesLink')}</SecondaryLink>
          {mayManageIecContent(user.permissions) && (
            <button
              type="button"
              data-testid="new-lexicon-entry"
              onClick={() => setCreating(true)}
              className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
            >
              <PlusIcon className="size-4" aria-hidden="true" />
              {t('wiki.staff.new')}
            </button>
          )}
        </div>
      </div>
      <p className="text-stone-600">{t('wiki.list.intro')}</p>
      <div className="flex max-w-xl flex-col gap-1">
        <label htmlFor="lexicon-search" className="text-sm font-medium text-stone-700">
          {t('wiki.list.search')}
        </label>
        <input
          id="lexicon-search"
          type="search"
          value={query}
          onChange={(event) => search(event.target.value)}
          placeholder={t('wiki.list.searchPlaceholder')}
          className="rounded-md border border-stone-300 px-3 py-2 text-sm shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600"
        />
      </div>
      {items && <LetterBar current={letter} available={lettersWithEntries(items)} onChoose={chooseLetter} />}
      {shown && (
        <>
          <p className="text-sm text-stone-600" data-testid="lexicon-count" aria-live="polite">
            {t('wiki.list.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p className="text-stone-600">{t(items?.length ? 'wiki.list.noMatch' : 'wiki.list.empty')}</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3" data-testid="lexicon-list">
              {shown.map((item) => (
                <LexiconEntryCard key={item.id} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
      {creating && <LexiconEntryDialog locale={locale} onClose={() => setCreating(false)} />}
    </div>
  );
}
