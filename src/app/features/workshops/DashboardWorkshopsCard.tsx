import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { WORKSHOP_DASHBOARD_LIMIT } from '../../../contract/constants';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { useWorkshopRegistrations, useWorkshops } from './useWorkshops';
import { eventRange } from './workshopFormat';
import { nextEvent, upcomingBooked } from './workshopView';
import './workshopTexts';

/** The dashboard lists workshops (spec §2): the user's coming booked ones. */
export function DashboardWorkshopsCard() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const workshops = useWorkshops();
  const registrations = useWorkshopRegistrations();
  const now = new Date();
  const booked =
    workshops && registrations
      ? upcomingBooked(registrations, workshops, user.uuid, now, WORKSHOP_DASHBOARD_LIMIT)
      : [];
  return (
    <section
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid="dashboard-workshops"
    >
      <h2 className="text-lg font-semibold">{t('workshops.dashboard.title')}</h2>
      {booked.length === 0 ? (
        <p className="text-sm text-stone-600">{t('workshops.dashboard.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {booked.map(({ workshop }) => {
            const next = nextEvent(workshop, now);
            return (
              <li key={workshop.id} className="min-w-0">
                <Link
                  to={pathOf('show-workshop', { id: workshop.id })}
                  className="font-medium break-words text-primary-800 hover:underline"
                >
                  {workshop.title}
                </Link>
                {next && <p className="text-stone-600">{eventRange(next, i18n.resolvedLanguage)}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <Link to={pathOf('list-workshops')} className="text-sm text-primary-800 hover:underline">
        {t('workshops.dashboard.all')}
      </Link>
    </section>
  );
}
