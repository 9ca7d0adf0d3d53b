import { useTranslation } from 'react-i18next';
import type { UseFormRegister, FieldErrors } from 'react-hook-form';
import { TICKET_SUB_CATEGORIES } from '../../../contract/constants';
import { SelectField } from '../../components/SelectField';
import { hasSubCategory } from './ticketForms';
import { lookupLabel, subCategoryLabel } from './ticketLabels';
import type { TicketLookups } from './useTickets';

interface CategoryValues {
  category?: number;
  sub_category?: string | null;
  priority?: number;
}

/**
 * Category, sub category and priority (spec §9: category 1 and priority 0 by default; the sub
 * category only for category 2 'Befund', Allgemein by default), from the mirror's lookups.
 */
export function TicketCategoryFields<T extends CategoryValues>({
  lookups,
  category,
  register,
  errors,
}: {
  lookups: TicketLookups | undefined;
  category: number | undefined;
  register: UseFormRegister<T>;
  errors: FieldErrors<CategoryValues>;
}) {
  const { t } = useTranslation();
  const reg = register as unknown as UseFormRegister<CategoryValues>;
  const categories = (lookups?.categories ?? []).filter(
    (row) => row.parent_id === null || row.parent_id === undefined,
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('tickets.form.category')}
        options={categories.map((row) => ({ value: row.id, label: lookupLabel(t, 'categories', row) }))}
        error={errors.category?.message}
        {...reg('category', { valueAsNumber: true })}
      />
      {hasSubCategory(category) && (
        <SelectField
          label={t('tickets.form.subCategory')}
          options={TICKET_SUB_CATEGORIES.map((value) => ({ value, label: subCategoryLabel(t, value) }))}
          error={errors.sub_category?.message}
          {...reg('sub_category')}
        />
      )}
      <SelectField
        label={t('tickets.form.priority')}
        options={(lookups?.priorities ?? []).map((row) => ({
          value: row.id,
          label: lookupLabel(t, 'priorities', row),
        }))}
        error={errors.priority?.message}
        {...reg('priority', { valueAsNumber: true })}
      />
    </div>
  );
}
