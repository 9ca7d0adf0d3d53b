import { useTranslation } from 'react-i18next';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { useMirror } from '../../offline/useMirror';
import type { RouteName } from '../../router/routePaths';

/**
 * Counts beside sidebar entries, read from the mirror so they follow every pull and action at
 * once. Keyed by route name: the route table stays free of Dexie, which the login route must not load.
 */
const SIDEBAR_COUNTS: Partial<
  Record<RouteName, { count: (db: KundencenterDb) => Promise<number>; labelKey: string }>
> = {
  'list-reports': {
    count: (db) => db.report.filter((row) => row.read_at === null).count(),
    labelKey: 'sidebar.unreadCount',
  },
};

export function SidebarCount({ route }: { route: string }) {
  const spec = SIDEBAR_COUNTS[route as RouteName];
  return spec ? <MirrorCount {...spec} testId={`sidebar-count-${route}`} /> : null;
}

function MirrorCount({
  count,
  labelKey,
  testId,
}: {
  count: (db: KundencenterDb) => Promise<number>;
  labelKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const value = useMirror(count) ?? 0;
  if (value === 0) return null;
  return (
    <>
      <span className="sr-only">, {t(labelKey, { count: value })}</span>
      <span
        aria-hidden="true"
        data-testid={testId}
        className="ml-auto min-w-5 rounded-full bg-primary-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      >
        {value}
      </span>
    </>
  );
}
