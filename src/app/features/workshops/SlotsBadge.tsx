import { useTranslation } from 'react-i18next';
import type { WorkshopRow } from '../../../db/rows';

/** Spec §3 'free slots': how many places are left, or full with the length of the waiting list. */
export function SlotsBadge({
  workshop,
}: {
  workshop: Pick<WorkshopRow, 'free_slots' | 'max_participants' | 'waiting'>;
}) {
  const { t } = useTranslation();
  const full = workshop.free_slots === 0;
  return (
    <span
      data-testid="free-slots"
      data-free={workshop.free_slots}
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${
        full ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900'
      }`}
    >
      {full
        ? t('workshops.slots.full', { waiting: workshop.waiting })
        : t('workshops.slots.free', { free: workshop.free_slots, max: workshop.max_participants })}
    </span>
  );
}
