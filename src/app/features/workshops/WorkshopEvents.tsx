import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '@heroicons/react/24/outline';
import type { WorkshopRow } from '../../../db/rows';
import { downloadIcs } from './icsCalendar';
import { eventRange } from './workshopFormat';

/** The dates of a workshop with place or link; a booked user takes each into their calendar (.ics). */
export function WorkshopEvents({ workshop, booked }: { workshop: WorkshopRow; booked: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{t('workshops.detail.events')}</h2>
      <ul className="flex flex-col gap-2" data-testid="workshop-events">
        {workshop.events.map((event) => (
          <li
            key={event.id}
            className="flex flex-col gap-1 rounded-md bg-stone-50 p-3 text-sm ring-1 ring-stone-200"
          >
            <span className="font-medium">{eventRange(event, i18n.resolvedLanguage)}</span>
            {event.place && <span className="break-words text-stone-700">{event.place}</span>}
            {event.online_url && (
              <a
                href={event.online_url}
                target="_blank"
                rel="noreferrer"
                className="break-all text-primary-800 hover:underline"
              >
                {t('workshops.event.onlineLink')}
              </a>
            )}
            {booked && (
              <button
                type="button"
                data-testid="download-ics"
                onClick={() =>
                  downloadIcs(
                    {
                      uid: `workshop-${workshop.id}-event-${event.id}@kundencenter`,
                      title: workshop.title,
                      description: workshop.description,
                      startsAt: event.starts_at,
                      endsAt: event.ends_at,
                      location: event.place,
                      url: event.online_url,
                    },
                    workshop.title,
                  )
                }
                className="inline-flex items-center gap-1.5 self-start text-primary-800 hover:underline"
              >
                <CalendarIcon className="size-4" aria-hidden="true" />
                {t('workshops.event.ics')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
