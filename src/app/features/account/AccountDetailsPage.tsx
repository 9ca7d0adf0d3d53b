import './accountTexts';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileInformationSchema, type ProfileInformationInput } from '../../../contract/auth';
import type { AuthUser } from '../../../contract/authUser';
import { SALUTATIONS } from '../../../contract/constants';
import { applyFieldErrors } from '../../api/applyFieldErrors';
import { PrimaryButton } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { AccountLayout, CARD, OtherUserNotice, useAccountOwner } from './AccountLayout';
import { updateProfile } from './accountApi';
import { usePasswordConfirmation } from './usePasswordConfirmation';

type ProfileFormValues = z.input<typeof profileInformationSchema>;

function profileValues(user: AuthUser): ProfileFormValues {
  return {
    anrede: user.anrede,
    titel: user.titel ?? '',
    vorname: user.vorname,
    nachname: user.nachname,
    email: user.email,
    strasse: user.strasse ?? '',
    plz: user.plz ?? '',
    ort: user.ort ?? '',
    phone: user.phone ?? '',
    mobile: user.mobile ?? '',
  };
}

/** Spec §2/§3 account details: the own profile; the layout reloads the user after saving. */
export default function AccountDetailsPage() {
  const { uuid, viewer, own } = useAccountOwner();
  return (
    <AccountLayout uuid={uuid}>{own ? <ProfileForm user={viewer} /> : <OtherUserNotice />}</AccountLayout>
  );
}

function ProfileForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const confirmation = usePasswordConfirmation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileInformationInput>({
    resolver: zodResolver(profileInformationSchema),
    defaultValues: profileValues(user),
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await confirmation.run(() => updateProfile(input));
      if (!result.ok) return;
      reset(profileValues(result.value));
      notify.success(t('account.details.saved'));
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  const text = (
    name: Exclude<keyof ProfileFormValues, 'anrede'>,
    labelKey: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <TextField
      label={t(labelKey)}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  // The dialog stays outside the form: its own form's submit would bubble through the portal.
  return (
    <>
      <form onSubmit={onSubmit} noValidate className={`${CARD} flex flex-col gap-4`}>
        <h2 className="text-lg font-semibold">{t('account.details.title')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('account.details.salutation')}
            options={SALUTATIONS.map((value) => ({ value, label: t(`account.salutations.${value}`) }))}
            error={errors.anrede?.message}
            {...register('anrede')}
          />
          {text('titel', 'account.details.academicTitle', 'honorific-prefix')}
          {text('vorname', 'account.details.firstName', 'given-name')}
          {text('nachname', 'account.details.lastName', 'family-name')}
          {text('strasse', 'account.details.street', 'street-address')}
          {text('plz', 'account.details.zip', 'postal-code')}
          {text('ort', 'account.details.city', 'address-level2')}
          {text('email', 'account.details.email', 'email', 'email')}
          {text('phone', 'account.details.phone', 'tel', 'tel')}
          {text('mobile', 'account.details.mobile', 'tel', 'tel')}
          <TextField
            label={t('account.details.username')}
            value={user.username ?? ''}
            readOnly
            autoComplete="username"
          />
        </div>
        <p className="text-sm text-stone-500">{t('account.details.usernameHint')}</p>
        <PrimaryButton type="submit" disabled={isSubmitting} className="self-start">
          {t('account.details.submit')}
        </PrimaryButton>
      </form>
      {confirmation.dialog}
    </>
  );
}
