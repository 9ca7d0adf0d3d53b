import { useTranslation } from 'react-i18next';
import { sourceAnchorId } from '../../../components/sourceLink';
import { useScrollToHash } from './useScrollToHash';
import { useSources } from './useSources';
import './sourcesTexts';

/**
 * The reference list of sources (spec §2 'sources: reference list of sources'), from the mirror,
 * offline too. Every source has its anchor (`#source-<id>`, components/sourceLink.ts), so the iEC
 * tool and the lexicon link to the one they cite; the linked source is scrolled to and marked.
 */
export default function SourcesPage() {
  const { t } = useTranslation();
  const sources = useSources();
  const target = useScrollToHash(sources !== undefined);
  return (
    <div className="flex max-w-4xl min-w-0 flex-col gap-5">
      <h1 className="text-2xl font-semibold">{t('routes.sources')}</h1>
      <p className="text-stone-600">{t('sources.intro')}</p>
      {sources && sources.length === 0 && <p className="text-stone-600">{t('sources.empty')}</p>}
      {sources && sources.length > 0 && (
        <ol className="flex flex-col gap-2" data-testid="source-list">
          {sources.map((source, index) => {
            const anchor = sourceAnchorId(source.id);
            return (
              <li
                key={source.id}
                id={anchor}
                data-testid="source"
                aria-current={anchor === target ? 'true' : undefined}
                className="flex min-w-0 scroll-mt-20 gap-3 rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-stone-200 aria-[current=true]:bg-primary-50 aria-[current=true]:ring-primary-600"
              >
                <span className="shrink-0 font-semibold text-stone-500 tabular-nums">[{index + 1}]</span>
                <span className="min-w-0 break-words">{source.citation}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
