import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OFFICE_SETTING_FIELDS } from '../../../contract/officeSettings';
import { SelectField } from '../../components/SelectField';
import type { OfficeFormValues } from './officeForm';
import { OFFICE_SETTING_LOOKUPS, settingOptions } from './officeSettings';
import { useOfficeSettingLookups } from './useOfficeSettingLookups';

/**
 * The practice's settings in the office form: one select per lookup (spec §3), in the UI's
 * language. Rendered once the lookups are on the device: a select mounted without its options
 * would show the first option while the form holds another value.
 */
export function OfficeSettingFields({
  register,
  errors,
}: {
  register: UseFormRegister<OfficeFormValues>;
  errors: FieldErrors<OfficeFormValues>;
}) {
  const { t, i18n } = useTranslation();
  const lookups = useOfficeSettingLookups();
  if (!lookups || OFFICE_SETTING_FIELDS.some((field) => lookups[field].length === 0)) return null;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3" data-testid="office-settings-fields">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t('offices.settings.title')}</legend>
      {OFFICE_SETTING_FIELDS.map((field) => (
        <SelectField
          key={field}
          label={t(OFFICE_SETTING_LOOKUPS[field].label)}
          options={settingOptions(lookups[field], i18n.resolvedLanguage)}
          error={errors[field]?.message}
          {...register(field, { valueAsNumber: true })}
        />
      ))}
    </fieldset>
  );
}
