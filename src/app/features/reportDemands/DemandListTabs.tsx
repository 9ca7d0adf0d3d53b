import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';

const TAB =
  'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white aria-[current=page]:ring-primary-700';

/** The active list and the archive (spec §2 'active and archive lists'), as links: each is a route. */
export function DemandListTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reportDemands.list.tabsLabel')} className="flex gap-2">
      <NavLink to={pathOf('list-report-demands')} end className={TAB}>
        {t('reportDemands.list.active')}
      </NavLink>
      <NavLink to={pathOf('list-report-demands-archived')} className={TAB}>
        {t('reportDemands.list.archived')}
      </NavLink>
    </nav>
  );
}
