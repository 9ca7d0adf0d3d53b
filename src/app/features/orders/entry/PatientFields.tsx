import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INSURANCE_TYPES, PATIENT_SEXES } from '../../../../contract/orders';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { OrderFormValues } from './orderForm';

/** The patient of an order: name, birth date and sex required; the insurance optional. */
export function PatientFields({
  register,
  errors,
}: {
  register: UseFormRegister<OrderFormValues>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2" data-testid="order-patient">
      <legend className="mb-2 text-base font-semibold text-stone-900">{t('orderEntry.patient.title')}</legend>
      <TextField
        label={t('orderEntry.patient.nachname')}
        autoComplete="off"
        error={errors['patient.nachname']}
        {...register('patient.nachname')}
      />
      <TextField
        label={t('orderEntry.patient.vorname')}
        autoComplete="off"
        error={errors['patient.vorname']}
        {...register('patient.vorname')}
      />
      <TextField
        type="date"
        label={t('orderEntry.patient.geburtsdatum')}
        error={errors['patient.geburtsdatum']}
        {...register('patient.geburtsdatum')}
      />
      <SelectField
        label={t('orderEntry.patient.geschlecht')}
        error={errors['patient.geschlecht']}
        options={[
          { value: '', label: t('orderEntry.choose') },
          ...PATIENT_SEXES.map((sex) => ({ value: sex, label: t(`orderEntry.sex.${sex}`) })),
        ]}
        {...register('patient.geschlecht')}
      />
      <SelectField
        label={t('orderEntry.patient.versicherungsart')}
        error={errors['patient.versicherungsart']}
        options={[
          { value: '', label: t('orderEntry.patient.noInsurance') },
          ...INSURANCE_TYPES.map((type) => ({ value: type, label: t(`billing.${type}`) })),
        ]}
        {...register('patient.versicherungsart')}
      />
      <TextField
        label={t('orderEntry.patient.versichertennummer')}
        autoComplete="off"
        placeholder="A123456789"
        error={errors['patient.versichertennummer']}
        {...register('patient.versichertennummer')}
      />
    </fieldset>
  );
}
