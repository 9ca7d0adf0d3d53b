import { SyncEntity } from '../../../contract/sync';
import { useTranslation } from 'react-i18next';
import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';
import { Spinner } from '../../components/Spinner';
import { InterpretationTable } from './InterpretationTable';
import { handlesInterpretations, interpretationList, isPending } from './interpretationStatus';
import './interpretationTexts';
import { useSignedInUser } from '../../session/useSignedInUser';

/**
 * Spec §2 reports/interpretations (route list-report-interpretations): the requests in the mirror
 * (a doctor's own, staff's working set of pending ones plus what changed while they synced). Staff
 * mark them read, done or cancelled; a doctor withdraws a pending one.
 */
export default function ReportInterpretationsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const rows = useUnsealed(
    SyncEntity.reportInterpretation,
    useMirror((db) => db.reportInterpretation.toArray()),
  );
  const list = rows ? interpretationList(rows) : null;
  const pending = rows ? rows.filter(isPending).length : 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('reportInterpretations.list.title')}</h1>
        {rows && (
          <p data-testid="interpretations-pending-count" className="text-sm font-medium text-primary-800">
            {pending === 0
              ? t('reportInterpretations.list.noPending')
              : t('reportInterpretations.list.pendingCount', { count: pending })}
          </p>
        )}
      </div>
      {!list ? (
        <Spinner label={t('reportInterpretations.list.loading')} />
      ) : list.length === 0 ? (
        <div
          data-testid="interpretations-empty"
          className="flex flex-col items-center gap-2 rounded-lg bg-white p-8 text-center text-sm text-stone-600 shadow-sm ring-1 ring-stone-200"
        >
          <CalendarDaysIcon className="size-8 text-stone-400" aria-hidden="true" />
          <p>{t('reportInterpretations.list.empty')}</p>
        </div>
      ) : (
        <InterpretationTable rows={list} staff={handlesInterpretations(user.permissions)} />
      )}
    </div>
  );
}
