import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';
import type { LexiconItem } from './lexiconView';

/** One entry of the lexicon list: its term (the link to the entry), the start of its definition. */
export function LexiconEntryCard({ item }: { item: LexiconItem }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="lexicon-entry"
      className="flex min-w-0 flex-col gap-1.5 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <Link
        to={pathOf('iec-wiki-entry', { id: item.id })}
        className="font-semibold break-words text-primary-800 hover:underline"
      >
        {item.term}
      </Link>
      {item.substanceNames.length > 0 && (
        <p className="text-xs font-medium text-stone-500">{t('wiki.list.substance')}</p>
      )}
      <p className="line-clamp-3 text-sm break-words text-stone-700">{item.definition}</p>
    </li>
  );
}
