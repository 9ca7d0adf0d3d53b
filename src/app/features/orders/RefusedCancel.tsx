import { useTranslation } from 'react-i18next';
import { SyncEntity } from '../../../contract/sync';
import { OutboxState } from '../../../db/outboxState';
import { useMirror } from '../../offline/useMirror';

/**
 * A cancellation of this order the server refused (409: the lab started the order meanwhile). The
 * outbox keeps it in 'Nicht gesendet' with the server's reason and has put the pulled order back;
 * here the reason stands beside the order, so the doctor sees why it is not cancelled.
 */
export function RefusedCancel({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const refused = useMirror(
    (db) =>
      db.outbox
        .where('[entity+entityId]')
        .equals([SyncEntity.order, orderId])
        .filter((row) => row.state === OutboxState.rejected && row.label === 'orderCancel')
        .toArray(),
    [orderId],
  );
  if (!refused || refused.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {refused.map((row) => (
        <li
          key={row.seq}
          role="alert"
          data-testid="order-cancel-refused"
          className="rounded-md bg-red-50 p-3 text-sm ring-1 ring-red-200"
        >
          <p className="font-semibold text-red-900">{t('orders.cancel.refusedTitle')}</p>
          <p className="text-red-900">
            {t('orders.cancel.refusedHint', { reason: row.error?.message ?? '' })}
          </p>
        </li>
      ))}
    </ul>
  );
}
