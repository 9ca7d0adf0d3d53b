import { useTranslation } from 'react-i18next';
import { CheckIcon, CloudArrowDownIcon } from '@heroicons/react/24/outline';
import { keepReportOffline, useKeptOffline } from './keptReports';

/**
 * The viewer's 'Offline verfügbar machen' toggle and what it means now: whether this report's PDF
 * is on the device (it opens without a network) and whether it stays there by choice.
 */
export function KeepOfflineButton({ reportId, onDevice }: { reportId: string; onDevice: boolean }) {
  const { t } = useTranslation();
  const kept = useKeptOffline(reportId);
  if (kept === undefined) return null;
  const Icon = kept ? CheckIcon : CloudArrowDownIcon;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        aria-pressed={kept}
        onClick={() => void keepReportOffline(reportId, !kept)}
        className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold ring-1 ${
          kept
            ? 'bg-green-50 text-green-800 ring-green-300 hover:bg-green-100'
            : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50'
        }`}
      >
        <Icon className="size-5" aria-hidden="true" />
        {t('reports.viewer.keepOffline')}
      </button>
      <span data-testid="report-device-state" className="text-xs text-stone-600">
        {onDevice
          ? kept
            ? t('reports.viewer.keptOnDevice')
            : t('reports.viewer.onDevice')
          : kept
            ? t('reports.viewer.keptPending')
            : t('reports.viewer.notOnDevice')}
      </span>
    </div>
  );
}
