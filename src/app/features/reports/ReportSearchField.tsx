import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../contract/constants';
import { TextField } from '../../components/TextField';

/*
 * The search follows typing after the spec's 1 s pause (spec §9, docs/decisions.md): the list is
 * local, but staff's search also goes to the server (useServerReportPages.ts), and one rule for
 * both keeps the list from changing twice.
 */

/** The search box: pre-filled from the route query, written back to it after a pause in typing. */
export function ReportSearchField({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A search set from outside (a link with ?search=) replaces what the box holds.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <TextField
      type="search"
      label={t('reports.list.search')}
      placeholder={t('reports.list.searchPlaceholder')}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}
