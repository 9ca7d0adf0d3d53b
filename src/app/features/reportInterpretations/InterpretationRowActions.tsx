import { useTranslation } from 'react-i18next';
import type { ReportInterpretationRow } from '../../../db/rows';
import { notify } from '../../notifications/notify';
import { interpretationActions } from './interpretationActions';
import { InterpretationStatus } from './interpretationStatus';

const ACTION = 'rounded-md px-2 py-1 text-xs font-semibold ring-1 ring-stone-300 hover:bg-stone-50';

/**
 * Staff mark a request read (while open), done or cancelled (while not closed); the doctor
 * withdraws a pending one. Each button names its request for screen readers.
 */
export function InterpretationRowActions({
  interpretation,
  status,
  staff,
}: {
  interpretation: ReportInterpretationRow;
  status: InterpretationStatus;
  staff: boolean;
}) {
  const { t } = useTranslation();
  const befundId = interpretation.befundId;
  const uuid = interpretation.uuid;
  const closed = status === InterpretationStatus.done || status === InterpretationStatus.cancelled;
  const button = (key: 'markRead' | 'done' | 'cancel' | 'withdraw', onClick: () => Promise<void>) => (
    <button
      type="button"
      className={ACTION}
      aria-label={t(`reportInterpretations.actions.${key}Label`, { befundId })}
      onClick={() => void onClick()}
    >
      {t(`reportInterpretations.actions.${key}`)}
    </button>
  );
  if (staff) {
    if (closed) return null;
    return (
      <div className="flex flex-wrap gap-1">
        {status === InterpretationStatus.open &&
          button('markRead', () => interpretationActions.update(uuid, { read: true }))}
        {button('done', () => interpretationActions.update(uuid, { status: 'done' }))}
        {button('cancel', () => interpretationActions.update(uuid, { status: 'cancelled' }))}
      </div>
    );
  }
  if (status !== InterpretationStatus.open) return null;
  return button('withdraw', async () => {
    await interpretationActions.withdraw(uuid);
    notify.success(t('reportInterpretations.actions.withdrawn'));
  });
}
