import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkshopRegistrationRow } from '../../../db/rows';
import { notify } from '../../notifications/notify';

/**
 * Tells the user what became of a booking once the server decided (issue 15: 'its outcome, booked
 * or waiting list, shown when it has been sent'): a booking written on this device carries
 * `pending_outcome` until the pulled registration replaces it; when that happens while a workshop
 * page is open, a toast says booked or waiting list (with the place on it).
 */
export function useBookingOutcome(registrations: readonly WorkshopRegistrationRow[] | undefined): void {
  const { t } = useTranslation();
  const awaiting = useRef(new Set<string>());
  useEffect(() => {
    for (const registration of registrations ?? []) {
      if (registration.pending_outcome) {
        awaiting.current.add(registration.uuid);
      } else if (awaiting.current.delete(registration.uuid)) {
        if (registration.status === 'booked') notify.success(t('workshops.outcome.booked'));
        else notify.info(t('workshops.outcome.waiting', { position: registration.position ?? '' }));
      }
    }
  }, [registrations, t]);
}
