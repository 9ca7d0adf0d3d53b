import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GroupsPart, SourcesPart, SubstancesPart } from './CatalogueParts';
import { CatalogueKind } from './iecContentForms';
import './contentTexts';

const PARTS = Object.values(CatalogueKind);

const kindOf = (tab: string | null): CatalogueKind =>
  PARTS.find((kind) => kind === tab) ?? CatalogueKind.substances;

/**
 * The iEC catalogue's maintenance (issue 16; gate 'manage content'): substances, groups and
 * sources, read from the mirror like every list, written online (./iecContentApi.ts).
 */
export default function IecContentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('tab'));
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold">{t('routes.iecContent')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('iecContent.intro')}</p>
      </div>
      <nav aria-label={t('iecContent.tabsLabel')} className="flex flex-wrap gap-2">
        {PARTS.map((part) => (
          <button
            key={part}
            type="button"
            aria-current={part === kind ? 'page' : undefined}
            onClick={() => setParams({ tab: part })}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800"
          >
            {t(`iecContent.tabs.${part}`)}
          </button>
        ))}
      </nav>
      {kind === CatalogueKind.substances && <SubstancesPart />}
      {kind === CatalogueKind.groups && <GroupsPart />}
      {kind === CatalogueKind.sources && <SourcesPart />}
    </div>
  );
}
