import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/formatDate';
import type { CumulativeTable } from './cumulativeTable';

/** The patient's reports that came as a bare PDF: named, so the table's gaps are explained. */
export function UnstructuredReports({
  entries,
  onOpen,
}: {
  entries: CumulativeTable['unstructured'];
  onOpen: (reportId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section className="text-sm text-stone-700" data-testid="cumulative-unstructured">
      <h2 className="font-semibold">{t('results.cumulative.unstructuredTitle')}</h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {entries.map((entry) => (
          <li key={entry.reportId}>
            <button
              type="button"
              onClick={() => onOpen(entry.reportId)}
              className="text-primary-700 hover:underline"
            >
              {`${formatDate(entry.date, i18n.resolvedLanguage)} · ${entry.befundId}`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
