import { useTranslation } from 'react-i18next';
import { PendingMark } from '../../components/PendingMark';
import { formatDateTime } from '../../i18n/formatDate';
import { InterpretationRowActions } from './InterpretationRowActions';
import { InterpretationStatusBadge } from './InterpretationStatusBadge';
import { interpretationStatus, InterpretationStatus } from './interpretationStatus';
import { formatPreferredDate } from './preferredDates';
import { interpretationDoctor, type InterpretationRowProps } from './InterpretationTableRow';

/** One request as a card on narrower screens: the table's columns as labelled lines, actions below. */
export function InterpretationCard({ interpretation, staff, pending }: InterpretationRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const status = interpretationStatus(interpretation);
  const column = (key: string) => t(`reportInterpretations.list.columns.${key}`);
  return (
    <li
      data-testid="interpretation-row"
      data-befund-id={interpretation.befundId}
      data-status={status}
      data-pending={pending}
      className="flex flex-col gap-2 p-4 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <p className={status === InterpretationStatus.open ? 'font-semibold' : 'font-medium'}>
          {column('befundId')}: {interpretation.befundId}
          {!interpretation.report && (
            <span className="ml-2 text-xs text-red-800">{t('reportInterpretations.list.reportDeleted')}</span>
          )}
        </p>
        <InterpretationStatusBadge status={status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-stone-600">
        <dt>{column('doctor')}</dt>
        <dd className="break-words">{interpretationDoctor(interpretation)}</dd>
        <dt>{column('preferredDates')}</dt>
        <dd>
          {interpretation.preferred_dates.map((date) => (
            <time key={date} dateTime={date} className="block">
              {formatPreferredDate(date, language)}
            </time>
          ))}
        </dd>
        <dt>{column('created')}</dt>
        <dd>{formatDateTime(interpretation.created_at, language)}</dd>
      </dl>
      <p className="break-words whitespace-pre-wrap text-stone-700">
        {interpretation.note ?? t('reportInterpretations.list.noNote')}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {pending ? <PendingMark /> : <span />}
        <InterpretationRowActions interpretation={interpretation} status={status} staff={staff} />
      </div>
    </li>
  );
}
