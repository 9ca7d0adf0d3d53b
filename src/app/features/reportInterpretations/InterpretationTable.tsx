import { useTranslation } from 'react-i18next';
import type { ReportInterpretationRow } from '../../../db/rows';
import { SyncEntity } from '../../../contract/sync';
import { useWideScreen } from '../../components/useWideScreen';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { InterpretationCard } from './InterpretationCard';
import { InterpretationTableRow } from './InterpretationTableRow';

const HEADER = 'px-3 py-2 text-left font-semibold';
const COLUMNS = ['befundId', 'doctor', 'preferredDates', 'note', 'created', 'status', 'actions'] as const;

/**
 * The requests with report reference, doctor, preferred dates, note and status: a table on wide
 * screens, cards below; the list grows with the page rather than scrolling in 400 px (issue 11).
 */
export function InterpretationTable({
  rows,
  staff,
}: {
  rows: readonly ReportInterpretationRow[];
  staff: boolean;
}) {
  const { t } = useTranslation();
  const pending = usePendingActions(SyncEntity.reportInterpretation);
  const wide = useWideScreen();
  if (!wide) {
    return (
      <ul
        aria-label={t('reportInterpretations.list.tableCaption')}
        className="divide-y divide-stone-100 rounded-lg bg-white shadow-sm ring-1 ring-stone-200"
      >
        {rows.map((row) => (
          <InterpretationCard
            key={row.id}
            interpretation={row}
            staff={staff}
            pending={hasPendingActions(pending, row.id)}
          />
        ))}
      </ul>
    );
  }
  return (
    <div className="rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{t('reportInterpretations.list.tableCaption')}</caption>
        <thead className="sticky top-0 z-10 bg-stone-50 text-stone-700">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={HEADER}>
                {t(`reportInterpretations.list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <InterpretationTableRow
              key={row.id}
              interpretation={row}
              staff={staff}
              pending={hasPendingActions(pending, row.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
