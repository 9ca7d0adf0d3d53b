import { useTranslation } from 'react-i18next';
import { CloudArrowDownIcon } from '@heroicons/react/24/outline';

/** Whether the report's PDF is on this device, so it opens without a network. */
export function OfflineMark({ available }: { available: boolean }) {
  const { t } = useTranslation();
  if (!available) return <span className="sr-only">{t('reports.list.offlineMissing')}</span>;
  const label = t('reports.list.offlineAvailable');
  return (
    <span role="img" aria-label={label} title={label} data-testid="report-offline-available">
      <CloudArrowDownIcon className="size-5 text-green-700" aria-hidden="true" />
    </span>
  );
}
