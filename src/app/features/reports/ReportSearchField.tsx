import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';

/**
 * The search reads local data, so it follows typing after a short pause rather than the server
 * search's 1 s debounce (spec §9), which exists to spare the server.
 */
const LOCAL_SEARCH_DEBOUNCE_MS = 300;

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
        timer.current = window.setTimeout(() => onSearch(next), LOCAL_SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}
