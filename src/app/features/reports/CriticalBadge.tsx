import { useTranslation } from 'react-i18next';
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import type { ReportRow } from '../../../db/rows';
import { formatDateTime } from '../../i18n/formatDate';
import { criticalMarkOf } from './criticalAlertView';

/**
 * The critical mark of a report in the lists and on the dashboard (issue 17): red while it awaits
 * the doctor's acknowledgement, quiet once acknowledged, with who and when in its title (and as
 * text on the card), which is what the staff look for.
 */
export function CriticalBadge({
  report,
}: {
  report: Pick<ReportRow, 'critical' | 'critical_acknowledged_at' | 'critical_acknowledged_by'>;
}) {
  const { t, i18n } = useTranslation();
  const mark = criticalMarkOf(report);
  if (mark === 'none') return null;
  if (mark === 'awaiting') {
    return (
      <span
        data-testid="critical-mark"
        data-critical="awaiting"
        className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
      >
        <ExclamationTriangleIcon className="size-3.5" aria-hidden="true" />
        {t('reports.critical.markAwaiting')}
      </span>
    );
  }
  const date = formatDateTime(report.critical_acknowledged_at ?? '', i18n.resolvedLanguage);
  const text = report.critical_acknowledged_by
    ? t('reports.critical.acknowledgedBy', { date, name: report.critical_acknowledged_by.name })
    : t('reports.critical.markAcknowledged', { date });
  return (
    <span
      data-testid="critical-mark"
      data-critical="acknowledged"
      className="mt-1 flex max-w-full items-start gap-1 rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
    >
      <ExclamationTriangleIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
