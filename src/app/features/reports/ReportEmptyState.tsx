import { useTranslation } from 'react-i18next';
import { DocumentTextIcon } from '@heroicons/react/24/outline';
import { ReportReadFilter } from '../../../contract/reports';
import { reportSearchWords as searchWords } from '../../../contract/reportListRules';

/**
 * Spec §8 empty states: no reports at all, none unread (or read) under the filter, none for the
 * search.
 */
export function ReportEmptyState({
  hasReports,
  filter,
  search,
}: {
  hasReports: boolean;
  filter: ReportReadFilter;
  search: string;
}) {
  const { t } = useTranslation();
  const text = !hasReports
    ? t('reports.list.empty.none')
    : searchWords(search).length > 0
      ? t('reports.list.empty.search', { search: search.trim() })
      : filter === ReportReadFilter.unread
        ? t('reports.list.empty.unread')
        : t('reports.list.empty.read');
  return (
    <div
      data-testid="reports-empty"
      className="flex flex-col items-center gap-2 rounded-lg bg-white p-8 text-center text-sm text-stone-600 shadow-sm ring-1 ring-stone-200"
    >
      <DocumentTextIcon className="size-8 text-stone-400" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
