import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { pathOf } from '../../router/routePaths';
import { eventRange } from './workshopFormat';
import { myRegistrations, nextEvent } from './workshopView';

/** 'Meine Buchungen und Wartelistenplätze': the user's registrations, booked first. */
export function MyWorkshops({
  workshops,
  registrations,
  userUuid,
  now,
}: {
  workshops: WorkshopRow[];
  registrations: WorkshopRegistrationRow[];
  userUuid: string;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const mine = myRegistrations(registrations, workshops, userUuid, now);
  if (mine.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" data-testid="my-workshops">
      <h2 className="text-lg font-semibold">{t('workshops.mine.title')}</h2>
      <ul className="divide-y divide-stone-200 rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
        {mine.map(({ registration, workshop }) => {
          const next = nextEvent(workshop, now);
          return (
            <li
              key={registration.id}
              data-testid="my-registration"
              data-status={registration.pending_outcome ? 'pending' : registration.status}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <div className="min-w-0">
                <Link
                  to={pathOf('show-workshop', { id: workshop.id })}
                  className="font-medium break-words text-primary-800 hover:underline"
                >
                  {workshop.title}
                </Link>
                {next && <p className="text-stone-600">{eventRange(next, i18n.resolvedLanguage)}</p>}
              </div>
              <span className="font-medium">
                {registration.pending_outcome ? (
                  <PendingMark />
                ) : registration.status === 'booked' ? (
                  t('workshops.status.booked')
                ) : (
                  t('workshops.status.waiting', { position: registration.position ?? '' })
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
