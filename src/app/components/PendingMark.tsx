import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@heroicons/react/20/solid';
import './componentTexts';

/** Marks a row whose queued action has not reached the server yet ('Wird gesendet…'). */
export function PendingMark() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="pending-mark"
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900"
    >
      <ClockIcon className="size-3.5" aria-hidden="true" />
      {t('pending.label')}
    </span>
  );
}
