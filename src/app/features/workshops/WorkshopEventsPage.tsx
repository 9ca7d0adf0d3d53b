import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@heroicons/react/24/outline';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { SlotsBadge } from './SlotsBadge';
import { useWorkshopRegistrations, useWorkshops } from './useWorkshops';
import { eventRange, monthTitle } from './workshopFormat';
import { agenda, ownRegistration } from './workshopView';
import './workshopTexts';

/** The events view (spec §2 'workshops: events'): every coming date as an agenda, by month. */
export default function WorkshopEventsPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const workshops = useWorkshops();
  const registrations = useWorkshopRegistrations();
  const months = workshops ? agenda(workshops, new Date()) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={pathOf('list-workshops')}
        className="inline-flex items-center gap-1 text-sm text-primary-800 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('workshops.detail.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('routes.workshopEvents')}</h1>
      {months && months.length === 0 && <p className="text-stone-600">{t('workshops.events.empty')}</p>}
      {months?.map((month) => (
        <section key={month.month} className="flex flex-col gap-2" data-testid="agenda-month">
          <h2 className="text-lg font-semibold">{monthTitle(month.month, i18n.resolvedLanguage)}</h2>
          <ul className="divide-y divide-stone-200 rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
            {month.entries.map(({ workshop, event }) => {
              const own = ownRegistration(registrations ?? [], workshop.id, user.uuid);
              return (
                <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium">{eventRange(event, i18n.resolvedLanguage)}</p>
                    <Link
                      to={pathOf('show-workshop', { id: workshop.id })}
                      className="break-words text-primary-800 hover:underline"
                    >
                      {workshop.title}
                    </Link>
                    <p className="break-words text-stone-600">{event.place ?? t('workshops.event.online')}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {own && !own.pending_outcome && (
                      <span className="text-xs font-medium">
                        {own.status === 'booked'
                          ? t('workshops.status.booked')
                          : t('workshops.status.waiting', { position: own.position ?? '' })}
                      </span>
                    )}
                    <SlotsBadge workshop={workshop} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
