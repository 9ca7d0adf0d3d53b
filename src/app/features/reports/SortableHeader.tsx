import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from '@heroicons/react/20/solid';
import type { ReportSortKey } from '../../../contract/reports';

/** Columns whose natural first look is newest first; the others start A to Z. */
const DESCENDING_FIRST: readonly ReportSortKey[] = ['created_at', 'read_at'];

export interface SortState {
  sortBy: ReportSortKey;
  sortDesc: boolean;
}

/** A column header that sorts by its column; clicking it again turns the order round. */
export function SortableHeader({
  column,
  labelKey,
  sort,
  onSort,
}: {
  column: ReportSortKey;
  labelKey: string;
  sort: SortState;
  onSort: (next: SortState) => void;
}) {
  const { t } = useTranslation();
  const active = sort.sortBy === column;
  const Icon = !active ? ChevronUpDownIcon : sort.sortDesc ? ChevronDownIcon : ChevronUpIcon;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.sortDesc ? 'descending' : 'ascending') : 'none'}
      className="px-3 py-2 text-left font-semibold"
    >
      <button
        type="button"
        onClick={() =>
          onSort({
            sortBy: column,
            sortDesc: active ? !sort.sortDesc : DESCENDING_FIRST.includes(column),
          })
        }
        className="inline-flex items-center gap-1 rounded hover:text-primary-800"
      >
        {t(labelKey)}
        <Icon className={`size-4 ${active ? 'text-primary-700' : 'text-stone-400'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
