import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlusIcon } from '@heroicons/react/24/outline';
import { DASHBOARD_REGISTRATION_DAYS } from '../../../contract/constants';
import { formatDate } from '../../i18n/formatDate';
import { useMirror } from '../../offline/useMirror';
import { registrationName, registrationPage } from './registrationsView';
import './registrationTexts';

/**
 * The staff dashboard's recent registrations (spec §2, §9: last 30 days, 50 a page): the doctors
 * who took up their account, from the mirror (entity `registration`), so the card reads offline.
 * A list of items rather than a table, so it fits 390 px as it fits 1366 px.
 */
export function RecentRegistrationsCard() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const rows = useMirror((db) => db.registration.toArray());
  const shown = rows ? registrationPage(rows, new Date(), page) : undefined;
  return (
    <section
      aria-labelledby="registrations-heading"
      data-testid="dashboard-registrations"
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="registrations-heading" className="flex items-center gap-2 text-lg font-semibold">
          <UserPlusIcon className="size-5 text-primary-700" aria-hidden="true" />
          {t('registrations.title')}
        </h2>
        <span className="text-sm text-stone-600">
          {t('registrations.subtitle', { days: DASHBOARD_REGISTRATION_DAYS })}
          {shown && shown.total > 0 && ` · ${t('registrations.count', { count: shown.total })}`}
        </span>
      </div>
      {shown && shown.total === 0 && (
        <p className="text-sm text-stone-600">
          {t('registrations.empty', { days: DASHBOARD_REGISTRATION_DAYS })}
        </p>
      )}
      {shown && shown.total > 0 && (
        <ul className="divide-y divide-stone-100">
          {shown.rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 px-2 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-medium">{registrationName(row)}</span>
                <span className="block break-all text-stone-600">
                  {[row.ort, row.email].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="shrink-0 text-stone-600">
                {t('registrations.registeredAt', {
                  date: formatDate(row.registered_at, i18n.resolvedLanguage),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {shown && shown.lastPage > 1 && (
        <nav
          aria-label={t('registrations.title')}
          className="flex items-center justify-between gap-2 text-sm"
        >
          <button
            type="button"
            disabled={shown.page <= 1}
            onClick={() => setPage(shown.page - 1)}
            className="rounded-md px-3 py-1.5 font-medium text-primary-700 ring-1 ring-stone-300 disabled:opacity-50"
          >
            {t('registrations.previous')}
          </button>
          <span>{t('registrations.page', { page: shown.page, lastPage: shown.lastPage })}</span>
          <button
            type="button"
            disabled={shown.page >= shown.lastPage}
            onClick={() => setPage(shown.page + 1)}
            className="rounded-md px-3 py-1.5 font-medium text-primary-700 ring-1 ring-stone-300 disabled:opacity-50"
          >
            {t('registrations.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
