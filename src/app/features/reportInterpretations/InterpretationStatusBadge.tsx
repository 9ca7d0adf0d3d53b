import { useTranslation } from 'react-i18next';
import type { InterpretationStatus } from './interpretationStatus';

const TONES: Record<InterpretationStatus, string> = {
  open: 'bg-primary-100 text-primary-800',
  read: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-800',
  cancelled: 'bg-stone-100 text-stone-600',
};

/** Offen / Gelesen / Erledigt / Storniert. */
export function InterpretationStatusBadge({ status }: { status: InterpretationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`reportInterpretations.status.${status}`)}
    </span>
  );
}
