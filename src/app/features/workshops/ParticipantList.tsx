import { useTranslation } from 'react-i18next';
import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';
import { SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { workshopActions } from './workshopActions';
import { participantsOf } from './workshopView';

/** Staff: the participants and the waiting list of a workshop; each registration can be cancelled. */
export function ParticipantList({
  workshop,
  registrations,
}: {
  workshop: WorkshopRow;
  registrations: readonly WorkshopRegistrationRow[];
}) {
  const { t } = useTranslation();
  const { booked, waiting } = participantsOf(registrations, workshop.id);
  const cancel = async (registration: WorkshopRegistrationRow) => {
    try {
      await workshopActions.cancel(registration, { byStaff: true });
      notify.success(t('workshops.staff.cancelled', { name: registration.user.name }));
    } catch {
      notify.error(t('workshops.booking.failed'), t('workshops.booking.failedTitle'));
    }
  };
  const confirmCancel = async (registration: WorkshopRegistrationRow) => {
    const confirmed = await askConfirmation({
      title: t('workshops.confirm.cancelTitle'),
      message: t('workshops.staff.confirmCancel', { name: registration.user.name, title: workshop.title }),
      confirmLabel: t('workshops.staff.cancel'),
      tone: 'danger',
    });
    if (confirmed) await cancel(registration);
  };
  const list = (rows: WorkshopRegistrationRow[], testId: string, empty: string) =>
    rows.length === 0 ? (
      <p className="text-sm text-stone-600">{empty}</p>
    ) : (
      <ul
        className="divide-y divide-stone-200 rounded-lg bg-white ring-1 ring-stone-200"
        data-testid={testId}
      >
        {rows.map((registration) => (
          <li
            key={registration.id}
            data-testid="participant"
            data-uuid={registration.uuid}
            className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
          >
            <span className="min-w-0 break-words">
              {registration.position !== null && `${registration.position}. `}
              {registration.user.name}
              {registration.user.email && (
                <span className="block text-stone-500 break-all">{registration.user.email}</span>
              )}
            </span>
            {!registration.pending_outcome && (
              <SecondaryButton
                data-testid="cancel-participant"
                onClick={() => void confirmCancel(registration)}
              >
                {t('workshops.staff.cancel')}
              </SecondaryButton>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">
          {t('workshops.staff.participants', { count: booked.length, max: workshop.max_participants })}
        </h2>
        {list(booked, 'participants', t('workshops.staff.noParticipants'))}
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">
          {t('workshops.staff.waitingList', { count: waiting.length })}
        </h2>
        {list(waiting, 'waiting-list', t('workshops.staff.noWaiting'))}
      </div>
    </section>
  );
}
