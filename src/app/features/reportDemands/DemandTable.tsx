import { useTranslation } from 'react-i18next';
import type { ReportDemandRow } from '../../../db/rows';
import { DemandTableRow } from './DemandTableRow';

const HEADER = 'px-3 py-2 text-left font-semibold';

/** Spec §3 display columns: created, reference number, subject, patient, message; 400 px high (§9). */
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
  const column = (key: string) => (
    <th scope="col" className={HEADER}>
      {t(`reportDemands.list.columns.${key}`)}
    </th>
  );
  return (
    <div className="max-h-[400px] self-start overflow-auto rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
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
            <DemandTableRow key={row.id} demand={row} open={row.id === openUuid} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
