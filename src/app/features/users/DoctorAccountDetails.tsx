import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { profileInformationSchema, type ProfileInformationInput } from '../../../contract/auth';
import { doctorDisplayName } from '../../../contract/doctors';
import { SyncEntity } from '../../../contract/sync';
import type { DoctorRow } from '../../../db/rows';
import { PrimaryButton } from '../../components/Button';
import { PendingMark } from '../../components/PendingMark';
import { ProfileFields, profileValues, type ProfileFormValues } from '../../components/ProfileFields';
import { notify } from '../../notifications/notify';
import { hasPendingActions } from '../../offline/pendingActions';
import { usePendingActions } from '../../offline/usePendingActions';
import { doctorInputWith } from './doctorAccountInput';
import { doctorActions } from './doctorActions';
import './userTexts';

export const ACCOUNT_CARD = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6';

/**
 * Another user's account page 'details' (spec §2, administrators): the fields of the user's own
 * details form, checked by the same schema, saved through the users update route in the outbox
 * (offline too; the heading shows it as pending until the server has it).
 */
export function DoctorAccountDetails({ doctor }: { doctor: DoctorRow }) {
  const { t } = useTranslation();
  const pending = usePendingActions(SyncEntity.doctor);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileInformationInput>({
    resolver: zodResolver(profileInformationSchema),
    defaultValues: profileValues(doctor),
  });
  const onSubmit = handleSubmit(async (profile) => {
    try {
      await doctorActions.edit(doctor, doctorInputWith(doctor, profile));
    } catch (error) {
      notify.apiError(error);
      return;
    }
    notify.success(t('users.account.saved'));
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={`${ACCOUNT_CARD} flex flex-col gap-4`}
      data-testid="doctor-account-details"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold break-words">
          {t('users.account.detailsOf', { name: doctorDisplayName(doctor) })}
        </h2>
        {hasPendingActions(pending, doctor.id) && <PendingMark />}
      </div>
      <ProfileFields register={register} errors={errors} own={false} />
      <PrimaryButton type="submit" disabled={isSubmitting} className="self-start">
        {t('users.form.save')}
      </PrimaryButton>
    </form>
  );
}
