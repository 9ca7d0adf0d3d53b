import { useTranslation } from 'react-i18next';
import type { ReportDemandRow } from '../../../db/rows';
import { SyncEntity } from '../../../contract/sync';
import { useWideScreen } from '../../components/useWideScreen';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { DemandCard } from './DemandCard';
import { DemandTableRow } from './DemandTableRow';

const HEADER = 'px-3 py-2 text-left font-semibold';

/**
 * Spec §3 display columns: created, reference number, subject, patient, message. A table on wide
 * screens, cards below; the list grows with the page rather than scrolling in 400 px (issue 11).
 */
export function DemandTable({
  rows,
  openUuid,
  onOpen,
}: {
  rows: readonly ReportDemandRow[];
  openUuid: string | null;
  onOpen: (uuid: string) => void;
}) {
  const { t } = useTranslation();
  const pending = usePendingActions(SyncEntity.reportDemand);
  const wide = useWideScreen();
  if (!wide) {
    return (
      <ul
        aria-label={t('reportDemands.list.tableCaption')}
        className="divide-y divide-stone-100 self-start rounded-lg bg-white shadow-sm ring-1 ring-stone-200"
      >
        {rows.map((row) => (
          <DemandCard
            key={row.id}
            demand={row}
            open={row.id === openUuid}
            pending={hasPendingActions(pending, row.id)}
            onOpen={onOpen}
          />
        ))}
      </ul>
    );
  }
  const column = (key: string) => (
    <th scope="col" className={HEADER}>
      {t(`reportDemands.list.columns.${key}`)}
    </th>
  );
  return (
    <div className="self-start rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{t('reportDemands.list.tableCaption')}</caption>
        <thead className="sticky top-0 z-10 bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="w-6 px-2 py-2">
              <span className="sr-only">{t('reportDemands.list.columns.unread')}</span>
            </th>
            {column('created')}
            {column('befundId')}
            {column('subject')}
            {column('patient')}
            {column('message')}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <DemandTableRow
              key={row.id}
              demand={row}
              open={row.id === openUuid}
              pending={hasPendingActions(pending, row.id)}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
