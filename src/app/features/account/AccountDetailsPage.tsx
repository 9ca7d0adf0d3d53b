import './accountTexts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileInformationSchema, type ProfileInformationInput } from '../../../contract/auth';
import type { AuthUser } from '../../../contract/authUser';
import { applyServerFieldErrors } from '../../api/applyServerFieldErrors';
import { PrimaryButton } from '../../components/Button';
import { ProfileFields, profileValues, type ProfileFormValues } from '../../components/ProfileFields';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { AccountLayout, CARD, OtherUserNotice, useAccountOwner } from './AccountLayout';
import { updateProfile } from './accountApi';
import { usePasswordConfirmation } from './usePasswordConfirmation';

/**
 * Spec §2/§3 account details: the own profile; the layout reloads the user after saving. `children`
 * follow the profile (the page that combines features adds the doctor's practice settings).
 */
export default function AccountDetailsPage({ children }: { children?: ReactNode }) {
  const { uuid, viewer, own } = useAccountOwner();
  return (
    <AccountLayout uuid={uuid}>
      {own ? (
        <>
          <ProfileForm user={viewer} />
          {children}
        </>
      ) : (
        <OtherUserNotice />
      )}
    </AccountLayout>
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
      if (!applyServerFieldErrors(error, setError)) notify.apiError(error);
    }
  });

  // The dialog stays outside the form: its own form's submit would bubble through the portal.
  return (
    <>
      <form onSubmit={onSubmit} noValidate className={`${CARD} flex flex-col gap-4`}>
        <h2 className="text-lg font-semibold">{t('account.details.title')}</h2>
        <ProfileFields register={register} errors={errors} own>
          <TextField
            label={t('account.details.username')}
            value={user.username ?? ''}
            readOnly
            autoComplete="username"
          />
        </ProfileFields>
        <p className="text-sm text-stone-500">{t('account.details.usernameHint')}</p>
        <PrimaryButton type="submit" disabled={isSubmitting} className="self-start">
          {t('account.details.submit')}
        </PrimaryButton>
      </form>
      {confirmation.dialog}
    </>
  );
}
