import { useTranslation } from 'react-i18next';
import { mayBookWorkshop } from '../../../contract/workshopRules';
import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { PendingMark } from '../../components/PendingMark';
import { notify } from '../../notifications/notify';
import { useSignedInUser } from '../../session/useSignedInUser';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { workshopActions } from './workshopActions';

/**
 * The user's place in one workshop: book (a place, or the waiting list when full), the booked
 * place or the place on the waiting list with its cancellation, each after a confirmation. A
 * booking not yet sent says so; the server decides booked or waiting.
 */
export function BookingPanel({
  workshop,
  registration,
  pending,
}: {
  workshop: WorkshopRow;
  registration: WorkshopRegistrationRow | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const full = workshop.free_slots === 0;

  const book = async () => {
    try {
      await workshopActions.book(workshop, {
        uuid: user.uuid,
        name: [user.titel, user.vorname, user.nachname].filter(Boolean).join(' '),
        email: user.email,
      });
      notify.info(t('workshops.booking.queued'));
    } catch {
      notify.error(t('workshops.booking.failed'), t('workshops.booking.failedTitle'));
    }
  };
  const cancel = async () => {
    if (!registration) return;
    try {
      await workshopActions.cancel(registration);
      notify.success(
        t(registration.status === 'waiting' ? 'workshops.cancel.leftWaiting' : 'workshops.cancel.done'),
      );
    } catch {
      notify.error(t('workshops.booking.failed'), t('workshops.booking.failedTitle'));
    }
  };

  const confirmBooking = async () => {
    const confirmed = await askConfirmation({
      title: full ? t('workshops.confirm.waitingTitle') : t('workshops.confirm.bookTitle'),
      message: full
        ? t('workshops.confirm.waitingText', { title: workshop.title })
        : t('workshops.confirm.bookText', { title: workshop.title }),
      confirmLabel: full ? t('workshops.booking.joinWaiting') : t('workshops.booking.book'),
    });
    if (confirmed) await book();
  };
  const confirmCancellation = async () => {
    const waiting = registration?.status === 'waiting';
    const confirmed = await askConfirmation({
      title: t('workshops.confirm.cancelTitle'),
      message: waiting
        ? t('workshops.confirm.leaveWaitingText', { title: workshop.title })
        : t('workshops.confirm.cancelText', { title: workshop.title }),
      confirmLabel: waiting ? t('workshops.cancel.leaveWaiting') : t('workshops.cancel.button'),
      tone: 'danger',
    });
    if (confirmed) await cancel();
  };
  return (
    <section
      data-testid="booking-panel"
      data-status={registration ? (registration.pending_outcome ? 'pending' : registration.status) : 'none'}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 className="text-lg font-semibold">{t('workshops.booking.title')}</h2>
      {!registration && mayBookWorkshop(user.permissions, registration) && (
        <>
          <p className="text-sm text-stone-600">
            {full ? t('workshops.booking.fullHint') : t('workshops.booking.freeHint')}
          </p>
          <div>
            <PrimaryButton data-testid="book-workshop" onClick={() => void confirmBooking()}>
              {full ? t('workshops.booking.joinWaiting') : t('workshops.booking.book')}
            </PrimaryButton>
          </div>
        </>
      )}
      {registration?.pending_outcome && (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="booking-pending">
          <PendingMark />
          {t('workshops.booking.pendingOutcome')}
        </p>
      )}
      {registration && !registration.pending_outcome && (
        <>
          <p className="text-sm font-medium" data-testid="booking-status">
            {registration.status === 'booked'
              ? t('workshops.status.booked')
              : t('workshops.status.waiting', { position: registration.position ?? '' })}
          </p>
          {pending ? (
            <p>
              <PendingMark />
            </p>
          ) : (
            <div>
              <SecondaryButton data-testid="cancel-registration" onClick={() => void confirmCancellation()}>
                {registration.status === 'booked'
                  ? t('workshops.cancel.button')
                  : t('workshops.cancel.leaveWaiting')}
              </SecondaryButton>
            </div>
          )}
        </>
      )}
    </section>
  );
}
