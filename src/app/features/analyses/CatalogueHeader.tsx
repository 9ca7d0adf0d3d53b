import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../components/Button';
import { useBrowserOnline } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import './analysesTexts';

/**
 * The heading of the catalogue's two lists: the title, what the catalogue is for, the tabs
 * (analyses, profiles) and the 'new' button, which waits for a connection like every write of the
 * catalogue (analysesApi.ts) and says so.
 */
export function CatalogueHeader({ newLabel, onNew }: { newLabel: string; onNew: () => void }) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const tab =
    'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('routes.analyses')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('analyses.intro')}</p>
        </div>
        <PrimaryButton disabled={!online} onClick={onNew}>
          {newLabel}
        </PrimaryButton>
      </div>
      <nav aria-label={t('analyses.tabsLabel')} className="flex flex-wrap gap-2">
        <NavLink end to={pathOf('list-analyses')} className={tab}>
          {t('routes.analyses')}
        </NavLink>
        <NavLink end to={pathOf('list-analysis-profiles')} className={tab}>
          {t('routes.analysisProfiles')}
        </NavLink>
      </nav>
      {!online && (
        <p className="text-sm text-amber-800" role="status">
          {t('analyses.offline')}
        </p>
      )}
    </div>
  );
}
