import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderListStatusFilter } from '../../../contract/orders';
import { SecondaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { OrderListOptions } from './orderListParams';

type Filters = Pick<OrderListOptions, 'status' | 'patient' | 'from' | 'to'>;

/**
 * The list's filters: the status (one of spec §4's list, every open one, or all), the patient
 * (name or birth date, searched on the device) and the period the orders were entered in. They
 * wrap under each other on a phone.
 */
export function OrderFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const { t } = useTranslation();
  const filtered = value.status !== null || value.patient !== '' || value.from !== '' || value.to !== '';
  return (
    <form
      role="search"
      aria-label={t('orders.list.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,1fr)_10rem_10rem_auto]"
    >
      <SelectField
        label={t('orders.list.filters.status')}
        value={value.status ?? ''}
        data-testid="order-filter-status"
        onChange={(event) =>
          onChange({ status: (event.target.value || null) as OrderListStatusFilter | null })
        }
        options={[
          { value: '', label: t('orders.list.filters.all') },
          { value: 'open', label: t('orders.list.filters.open') },
          ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) })),
        ]}
      />
      <TextField
        type="search"
        label={t('orders.list.filters.patient')}
        value={value.patient}
        data-testid="order-filter-patient"
        autoComplete="off"
        onChange={(event) => onChange({ patient: event.target.value })}
      />
      <TextField
        type="date"
        label={t('orders.list.filters.from')}
        value={value.from}
        max={value.to || undefined}
        data-testid="order-filter-from"
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        type="date"
        label={t('orders.list.filters.to')}
        value={value.to}
        min={value.from || undefined}
        data-testid="order-filter-to"
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <SecondaryButton
        disabled={!filtered}
        onClick={() => onChange({ status: null, patient: '', from: '', to: '' })}
      >
        {t('orders.list.filters.reset')}
      </SecondaryButton>
    </form>
  );
}
