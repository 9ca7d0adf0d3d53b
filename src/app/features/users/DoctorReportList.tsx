import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { formatDate, formatDateTime } from '../../i18n/formatDate';
import { useDoctorReports } from './useDoctorReports';

/** The reports tab of a doctor's page: reference number, created, seen; read online. */
export function DoctorReportList({
  doctorId,
  page,
  perPage,
  onPage,
  onPerPage,
}: {
  doctorId: string;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const reports = useDoctorReports(doctorId, page, perPage);
  if (reports.state === 'offline')
    return <p className="text-stone-600">{t('users.detail.reportsOffline')}</p>;
  if (reports.state === 'failed') return <p className="text-red-700">{t('users.detail.reportsFailed')}</p>;
  if (reports.state === 'loading') return null;
  const { data, total, last_page: lastPage } = reports.page;
  if (total === 0) return <p className="text-stone-600">{t('users.detail.reportsEmpty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-stone-100 rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
        {data.map((report) => (
          <li
            key={report.id}
            className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm"
            data-testid="doctor-report"
          >
            <span className="font-medium">
              <span className="sr-only">{t('users.detail.reportRef')}: </span>
              {report.befund_id}
            </span>
            <span className="text-stone-600">
              {t('users.detail.reportCreated')}: {formatDate(report.created_at, i18n.resolvedLanguage)}
            </span>
            <span className="text-stone-600">
              {t('users.detail.reportRead')}:{' '}
              {report.read_at
                ? formatDateTime(report.read_at, i18n.resolvedLanguage)
                : t('users.detail.unread')}
            </span>
          </li>
        ))}
      </ul>
      <ListPagination
        page={page}
        lastPage={lastPage}
        perPage={perPage}
        total={total}
        onPage={onPage}
        onPerPage={onPerPage}
      />
    </div>
  );
}
