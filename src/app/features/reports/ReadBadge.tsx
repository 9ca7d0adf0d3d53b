import { useTranslation } from 'react-i18next';

/** The status column: unread until read_at is set (spec §4 'Report'). */
export function ReadBadge({ unread }: { unread: boolean }) {
  const { t } = useTranslation();
  return unread ? (
    <span className="inline-flex rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-800">
      {t('reports.list.status.unread')}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">
      {t('reports.list.status.read')}
    </span>
  );
}
