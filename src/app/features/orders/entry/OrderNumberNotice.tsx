import { useTranslation } from 'react-i18next';
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { NumberSupply, numberSupply } from './orderNumbers';

/**
 * Running out of order numbers is visible before it happens (issue 28): offline with few left, a
 * warning to go online soon; none left, why labels and sending wait. Online the device leases the
 * next block by itself (OrderEntryKeeper), so nothing is shown while enough are on their way.
 */
export function OrderNumberNotice({ free, online }: { free: number; online: boolean }) {
  const { t } = useTranslation();
  const supply = numberSupply(free, online);
  if (supply === NumberSupply.enough) return null;
  const none = supply === NumberSupply.none;
  return (
    <div
      role="status"
      className={`flex items-start gap-2 rounded-md p-3 text-sm ring-1 ${none ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
      data-testid="order-number-notice"
    >
      <ExclamationTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {none
          ? t(online ? 'orderEntry.numbers.noneOnline' : 'orderEntry.numbers.noneOffline')
          : t('orderEntry.numbers.low', { count: free })}
      </p>
    </div>
  );
}
