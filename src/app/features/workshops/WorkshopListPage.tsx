import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarDaysIcon, PlusIcon } from '@heroicons/react/24/outline';
import { mayManageWorkshops } from '../../../contract/workshopRules';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { MyWorkshops } from './MyWorkshops';
import { useBookingOutcome } from './useBookingOutcome';
import { useWorkshopRegistrations, useWorkshops } from './useWorkshops';
import { WorkshopCard } from './WorkshopCard';
import { ownRegistration, workshopsInOrder } from './workshopView';
import './workshopTexts';
import { SecondaryLink } from '../../components/SecondaryLink';

/**
 * The workshops (spec §2 'workshops: list'), from the mirror, offline too: the user's bookings and
 * waiting places first, then every workshop with its next date and free slots, as cards that fit a
 * phone and a laptop alike.
 */
export default function WorkshopListPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const workshops = useWorkshops();
  const registrations = useWorkshopRegistrations();
  useBookingOutcome(registrations, workshops);
  const now = new Date();
  const ordered = workshops ? workshopsInOrder(workshops, now) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('routes.workshops')}</h1>
        <div className="flex flex-wrap gap-2">
          <SecondaryLink to={pathOf('workshop-events')}>
            <CalendarDaysIcon className="size-4" aria-hidden="true" />
            {t('workshops.list.events')}
          </SecondaryLink>
          {mayManageWorkshops(user.permissions) && (
            <Link
              to={pathOf('new-workshop')}
              data-testid="new-workshop"
              className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
            >
              <PlusIcon className="size-4" aria-hidden="true" />
              {t('workshops.list.new')}
            </Link>
          )}
        </div>
      </div>
      {workshops && registrations && (
        <MyWorkshops workshops={workshops} registrations={registrations} userUuid={user.uuid} now={now} />
      )}
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('workshops.list.all')}</h2>
        {ordered && ordered.length === 0 && <p className="text-stone-600">{t('workshops.list.empty')}</p>}
        {ordered && ordered.length > 0 && (
          <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3" data-testid="workshop-list">
            {ordered.map((workshop) => (
              <WorkshopCard
                key={workshop.id}
                workshop={workshop}
                registration={ownRegistration(registrations ?? [], workshop.id, user.uuid)}
                now={now}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
