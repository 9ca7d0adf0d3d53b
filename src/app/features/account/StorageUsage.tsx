import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleStackIcon } from '@heroicons/react/24/outline';
import { storageFigures, type StorageFigures } from '../../../db/storage';

/** How much of the browser's storage the offline copy uses, and whether the browser keeps it for good. */
export function StorageUsage() {
  const { t, i18n } = useTranslation();
  const [report, setReport] = useState<StorageFigures | null>(null);
  useEffect(() => {
    void storageFigures().then(setReport);
  }, []);
  if (!report) return null;
  const size = new Intl.NumberFormat(i18n.resolvedLanguage, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
  return (
    <section
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
      aria-labelledby="storage-heading"
    >
      <h2 id="storage-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CircleStackIcon className="size-5 text-primary-700" aria-hidden="true" />
        {t('account.storage.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        {t('account.storage.usage', {
          usage: size.format(report.usage / 1_000_000),
          quota: size.format(report.quota / 1_000_000),
        })}
      </p>
      <meter
        className="mt-2 h-2 w-full accent-primary-700"
        min={0}
        max={report.quota || 1}
        value={report.usage}
        aria-label={t('account.storage.title')}
      />
      <p className="mt-2 text-sm text-stone-600">
        {report.persisted ? t('account.storage.persisted') : t('account.storage.notPersisted')}
      </p>
    </section>
  );
}
