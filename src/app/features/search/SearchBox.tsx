import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { SEARCH_DEBOUNCE_MS } from '../../../contract/constants';
import { canSearch, resultsPath } from './searchView';
import './searchTexts';

/**
 * The search field (spec §2 navbar, §9): it searches SEARCH_DEBOUNCE_MS after the last key when the
 * term has more than one character, or at once on Enter, by opening the results page for the term.
 */
export function SearchBox({
  onSearched,
  autoFocus = false,
}: {
  onSearched?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState('');
  const [typed, setTyped] = useState(false);
  const last = useRef('');

  const go = (value: string) => {
    if (!canSearch(value) || value.trim() === last.current) return;
    last.current = value.trim();
    void navigate(resultsPath(value));
    onSearched?.();
  };

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => go(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `go` changes with every render; the debounce follows the term only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, typed]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        last.current = '';
        go(term);
      }}
      className="relative flex min-w-0 items-center"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <MagnifyingGlassIcon
        className="pointer-events-none absolute left-2 size-4 text-stone-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={term}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder={t('search.placeholder')}
        title={t('search.minLength')}
        data-testid="navbar-search-input"
        onChange={(event) => {
          setTerm(event.target.value);
          setTyped(true);
        }}
        className="w-full min-w-0 rounded-md border border-stone-300 py-1.5 pr-2 pl-8 text-sm focus:border-primary-600 focus:ring-primary-600"
      />
    </form>
  );
}
