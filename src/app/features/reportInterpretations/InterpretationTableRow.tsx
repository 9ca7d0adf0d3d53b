import { useTranslation } from 'react-i18next';
import type { ReportInterpretationRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { formatDateTime } from '../../i18n/formatDate';
import { InterpretationRowActions } from './InterpretationRowActions';
import { InterpretationStatusBadge } from './InterpretationStatusBadge';
import { interpretationStatus, InterpretationStatus } from './interpretationStatus';
import { formatPreferredDate } from './preferredDates';

export const interpretationDoctor = ({ doctor }: Pick<ReportInterpretationRow, 'doctor'>) =>
  [doctor.titel, doctor.vorname, doctor.nachname].filter(Boolean).join(' ');

/** What a request's row and its card both show. */
export interface InterpretationRowProps {
  interpretation: ReportInterpretationRow;
  staff: boolean;
  pending: boolean;
}

export function InterpretationTableRow({ interpretation, staff, pending }: InterpretationRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const status = interpretationStatus(interpretation);
  return (
    <tr
      data-testid="interpretation-row"
      data-befund-id={interpretation.befundId}
      data-status={status}
      data-pending={pending}
      className={status === InterpretationStatus.open ? 'font-medium' : ''}
    >
      <td className="px-3 py-2 whitespace-nowrap">
        {interpretation.befundId}
        {!interpretation.report && (
          <span className="ml-2 text-xs text-red-800">{t('reportInterpretations.list.reportDeleted')}</span>
        )}
      </td>
      <td className="px-3 py-2">{interpretationDoctor(interpretation)}</td>
      <td className="px-3 py-2">
        <ul>
          {interpretation.preferred_dates.map((date) => (
            <li key={date} className="whitespace-nowrap">
              <time dateTime={date}>{formatPreferredDate(date, language)}</time>
            </li>
          ))}
        </ul>
      </td>
      <td className="max-w-xs px-3 py-2 whitespace-pre-wrap">
        {interpretation.note ?? t('reportInterpretations.list.noNote')}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(interpretation.created_at, language)}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-1">
          <InterpretationStatusBadge status={status} />
          {pending && <PendingMark />}
        </div>
      </td>
      <td className="px-3 py-2">
        <InterpretationRowActions interpretation={interpretation} status={status} staff={staff} />
      </td>
    </tr>
  );
}
