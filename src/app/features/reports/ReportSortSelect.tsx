import { useTranslation } from 'react-i18next';
import { REPORT_SORT_KEYS, type ReportSortKey } from '../../../contract/reports';
import { SelectField } from '../../components/SelectField';
import type { SortState } from './SortableHeader';

const COLUMN_LABEL: Record<ReportSortKey, string> = {
  befund_id: 'reports.list.columns.befundId',
  doctor: 'reports.list.columns.doctor',
  patient: 'reports.list.columns.patient',
  created_at: 'reports.list.columns.created',
  read_at: 'reports.list.columns.seen',
};

/** The cards have no column headers to click: the same sort orders as one select (issue 11). */
export function ReportSortSelect({ sort, onSort }: { sort: SortState; onSort: (next: SortState) => void }) {
  const { t } = useTranslation();
  const options = REPORT_SORT_KEYS.flatMap((key) =>
    [false, true].map((desc) => ({
      value: `${key}:${desc}`,
      label: `${t(COLUMN_LABEL[key])} (${t(desc ? 'reports.list.sortDescending' : 'reports.list.sortAscending')})`,
    })),
  );
  return (
    <div className="w-full sm:w-72">
      <SelectField
        label={t('reports.list.sortLabel')}
        value={`${sort.sortBy}:${sort.sortDesc}`}
        options={options}
        onChange={(event) => {
          const [sortBy, desc] = event.target.value.split(':');
          onSort({ sortBy: sortBy as ReportSortKey, sortDesc: desc === 'true' });
        }}
      />
    </div>
  );
}
