import { useTranslation } from 'react-i18next';
import { SyncEntity } from '../../../contract/sync';
import type { TicketMirrorRow } from '../../../db/rows';
import { useWideScreen } from '../../components/useWideScreen';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { TicketCard } from './TicketCard';
import { TicketTableRow } from './TicketTableRow';

const HEADER = 'px-3 py-2 text-left font-semibold';
const COLUMNS = ['created', 'subject', 'status', 'priority', 'category', 'recipient', 'createdBy'] as const;

/**
 * The tickets of one page: a table from 1280 px, one card per ticket below (as the report lists),
 * each marked unread or pending while a queued action waits for the server.
 */
export function TicketTable({ rows }: { rows: readonly TicketMirrorRow[] }) {
  const { t } = useTranslation();
  const pending = usePendingActions(SyncEntity.ticket);
  const wide = useWideScreen();
  if (!wide) {
    return (
      <ul
        aria-label={t('tickets.list.tableCaption')}
        className="divide-y divide-stone-100 rounded-lg bg-white shadow-sm ring-1 ring-stone-200"
      >
        {rows.map((row) => (
          <TicketCard key={row.id} ticket={row} pending={hasPendingActions(pending, row.id)} />
        ))}
      </ul>
    );
  }
  return (
    <div className="rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{t('tickets.list.tableCaption')}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="w-6 px-2 py-2">
              <span className="sr-only">{t('tickets.list.unread')}</span>
            </th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className={HEADER}>
                {t(`tickets.list.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <TicketTableRow key={row.id} ticket={row} pending={hasPendingActions(pending, row.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
