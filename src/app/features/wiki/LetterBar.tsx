import { useTranslation } from 'react-i18next';
import { LEXICON_LETTERS } from './lexiconView';

/**
 * The lexicon's filter by initial letter (spec §2 'iEC wiki: filter by initial letter or show
 * all'): 'Alle anzeigen', then A to Z and '#'; letters without entries cannot be chosen.
 */
export function LetterBar({
  current,
  available,
  onChoose,
}: {
  /** null: 'show all'. */
  current: string | null;
  available: ReadonlySet<string>;
  onChoose: (letter: string | null) => void;
}) {
  const { t } = useTranslation();
  const base =
    'min-w-8 rounded-md px-2 py-1 text-sm font-semibold ring-1 ring-stone-200 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-stone-400 disabled:ring-stone-100 aria-pressed:bg-primary-700 aria-pressed:text-white aria-pressed:ring-primary-700';
  return (
    <nav aria-label={t('wiki.list.letters')} data-testid="letter-bar">
      <ul className="flex flex-wrap gap-1.5">
        <li>
          <button
            type="button"
            aria-pressed={current === null}
            onClick={() => onChoose(null)}
            className={`${base} bg-white px-3 text-stone-800 hover:bg-stone-50`}
          >
            {t('wiki.list.showAll')}
          </button>
        </li>
        {LEXICON_LETTERS.map((letter) => (
          <li key={letter}>
            <button
              type="button"
              aria-pressed={current === letter}
              disabled={!available.has(letter)}
              onClick={() => onChoose(letter)}
              title={letter === '#' ? t('wiki.list.otherInitial') : undefined}
              className={`${base} bg-white text-stone-800 hover:bg-stone-50`}
            >
              {letter}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
