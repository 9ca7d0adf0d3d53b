import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SALUTATIONS } from '../../contract/constants';
import { SelectField } from './SelectField';
import type { ProfileFormValues } from './profileValues';
import { TextField } from './TextField';
import './componentTexts';

/**
 * The account details form's fields (spec §3 'Account form labels': salutation, title, first and
 * last name, address, zip, city, email, phone, mobile), checked by `profileInformationSchema`:
 * one form for the user's own details and an administrator's edit of a doctor's.
 */
export { profileValues, type ProfileFormValues } from './profileValues';

const TEXT_FIELDS = [
  ['titel', 'academicTitle', 'honorific-prefix', 'text'],
  ['vorname', 'firstName', 'given-name', 'text'],
  ['nachname', 'lastName', 'family-name', 'text'],
  ['strasse', 'street', 'street-address', 'text'],
  ['plz', 'zip', 'postal-code', 'text'],
  ['ort', 'city', 'address-level2', 'text'],
  ['email', 'email', 'email', 'email'],
  ['phone', 'phone', 'tel', 'tel'],
  ['mobile', 'mobile', 'tel', 'tel'],
] as const;

/** The fields in their grid; `own` fills the browser's autofill (another user's form does not). */
export function ProfileFields({
  register,
  errors,
  own,
  children,
}: {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
  own: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('profileFields.salutation')}
        options={SALUTATIONS.map((value) => ({ value, label: t(`profileFields.salutations.${value}`) }))}
        error={errors.anrede?.message}
        {...register('anrede')}
      />
      {TEXT_FIELDS.map(([name, label, autoComplete, type]) => (
        <TextField
          key={name}
          label={t(`profileFields.${label}`)}
          type={type}
          autoComplete={own ? autoComplete : 'off'}
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
      {children}
    </div>
  );
}
