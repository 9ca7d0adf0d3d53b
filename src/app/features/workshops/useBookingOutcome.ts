import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';
import { notify } from '../../notifications/notify';
import { settledBookings } from './bookingOutcome';

/**
 * Tells the user what became of a booking once the server decided (issue 15: 'its outcome, booked
 * or waiting list, shown when it has been sent'): when a booking of one of `workshops` (the list's,
 * or the one workshop of its page) is decided while the page is open, a toast titled with the
 * workshop says booked or waiting list (with the place on it).
 */
export function useBookingOutcome(
  registrations: readonly WorkshopRegistrationRow[] | undefined,
  workshops: readonly WorkshopRow[] | null | undefined,
): void {
  const { t } = useTranslation();
  const awaiting = useRef(new Set<string>());
  useEffect(() => {
    if (!registrations || !workshops) return;
    for (const booking of settledBookings(registrations, workshops, awaiting.current)) {
      if (booking.status === 'booked') notify.success(t('workshops.outcome.booked'), booking.title);
      else notify.info(t('workshops.outcome.waiting', { position: booking.position ?? '' }), booking.title);
    }
  }, [registrations, workshops, t]);
}
