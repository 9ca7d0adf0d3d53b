import { useTranslation } from 'react-i18next';
import { ReportReadFilter } from '../../../contract/reports';

const FILTERS = [ReportReadFilter.all, ReportReadFilter.unread, ReportReadFilter.read] as const;

/** Spec §2 'filter unread or read', as toggle buttons. */
export function ReportFilterButtons({
  value,
  onChange,
}: {
  value: ReportReadFilter;
  onChange: (filter: ReportReadFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('reports.list.filterLabel')}
      className="inline-flex rounded-md shadow-sm ring-1 ring-stone-300"
    >
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className="px-3 py-2 text-sm font-medium text-stone-700 first:rounded-l-md last:rounded-r-md hover:bg-stone-50 aria-pressed:bg-primary-700 aria-pressed:text-white"
        >
          {t(`reports.list.filter.${filter}`)}
        </button>
      ))}
    </div>
  );
}
