import { useTranslation } from 'react-i18next';
import type { ReportInterpretationRow } from '../../../db/rows';
import { formatDateTime } from '../reports/formatDate';
import { InterpretationRowActions } from './InterpretationRowActions';
import { InterpretationStatusBadge } from './InterpretationStatusBadge';
import { interpretationStatus, InterpretationStatus } from './interpretationStatus';
import { formatPreferredDate } from './preferredDates';

const personName = (person: ReportInterpretationRow['doctor']) =>
  [person.titel, person.vorname, person.nachname].filter(Boolean).join(' ');

export function InterpretationTableRow({
  interpretation,
  staff,
}: {
  interpretation: ReportInterpretationRow;
  staff: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const status = interpretationStatus(interpretation);
  return (
    <tr
      data-testid="interpretation-row"
      data-befund-id={interpretation.befundId}
      data-status={status}
      className={status === InterpretationStatus.open ? 'font-medium' : ''}
    >
      <td className="px-3 py-2 whitespace-nowrap">
        {interpretation.befundId}
        {!interpretation.report && (
          <span className="ml-2 text-xs text-red-800">{t('reportInterpretations.list.reportDeleted')}</span>
        )}
      </td>
      <td className="px-3 py-2">{personName(interpretation.doctor)}</td>
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
        <InterpretationStatusBadge status={status} />
      </td>
      <td className="px-3 py-2">
        <InterpretationRowActions interpretation={interpretation} status={status} staff={staff} />
      </td>
    </tr>
  );
}
