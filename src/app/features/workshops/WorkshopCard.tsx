import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { pathOf } from '../../router/routePaths';
import { SlotsBadge } from './SlotsBadge';
import { eventRange } from './workshopFormat';
import { nextEvent } from './workshopView';

/** One workshop in the list: title, next date and where, free slots, the user's own place. */
export function WorkshopCard({
  workshop,
  registration,
  now,
}: {
  workshop: WorkshopRow;
  registration: WorkshopRegistrationRow | undefined;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const next = nextEvent(workshop, now);
  return (
    <li
      data-testid="workshop-row"
      data-id={workshop.id}
      className="relative flex min-w-0 flex-col gap-2 rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200 hover:bg-stone-50"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link
          to={pathOf('show-workshop', { id: workshop.id })}
          className="min-w-0 font-semibold break-words text-primary-800 after:absolute after:inset-0"
        >
          {workshop.title}
        </Link>
        <SlotsBadge workshop={workshop} />
      </div>
      <p className="text-stone-600">
        {next ? eventRange(next, i18n.resolvedLanguage) : t('workshops.list.past')}
        {workshop.events.length > 1 && ` · ${t('workshops.list.dates', { count: workshop.events.length })}`}
      </p>
      {next && <p className="break-words text-stone-600">{next.place ?? t('workshops.event.online')}</p>}
      {workshop.topics.length > 0 && (
        <p className="flex flex-wrap gap-1">
          {workshop.topics.map((topic) => (
            <span key={topic} className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">
              {topic}
            </span>
          ))}
        </p>
      )}
      {registration && (
        <p className="flex flex-wrap items-center gap-2 font-medium" data-testid="own-registration">
          {registration.pending_outcome ? (
            <PendingMark />
          ) : registration.status === 'booked' ? (
            t('workshops.status.booked')
          ) : (
            t('workshops.status.waiting', { position: registration.position ?? '' })
          )}
        </p>
      )}
    </li>
  );
}
