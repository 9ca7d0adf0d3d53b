import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { doctorButtons, type DoctorButtons } from '../../../contract/doctorRules';
import { doctorDisplayName } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { doctorActions } from './doctorActions';

/**
 * One doctor's buttons, each only where the server lets the viewer do it (contract/doctorRules).
 * Lock, unlock and delete go through the outbox; invite and reset send mail and need the
 * network: offline they stay visible but say why they wait (doctorActions.ts).
 */
export function DoctorRowActions({
  doctor,
  showLink = true,
  only,
}: {
  doctor: DoctorRow;
  showLink?: boolean;
  /** Only these buttons (another user's account page 'security': reset, lock, unlock). */
  only?: readonly (keyof DoctorButtons)[];
}) {
  const { t } = useTranslation();
  const viewer = useSignedInUser();
  const online = useBrowserOnline();
  const allowed = doctorButtons(viewer, doctor);
  const buttons = only
    ? (Object.fromEntries(
        Object.entries(allowed).map(([key, value]) => [
          key,
          value && only.includes(key as keyof DoctorButtons),
        ]),
      ) as DoctorButtons)
    : allowed;
  const name = doctorDisplayName(doctor);

  const onlineOnly = (run: () => Promise<unknown>, done: string) => async () => {
    if (!navigator.onLine) {
      notify.info(t('users.buttons.offline'));
      return;
    }
    try {
      await run();
      notify.success(done);
    } catch (error) {
      notify.apiError(error);
    }
  };
  const invite = onlineOnly(() => doctorActions.invite(doctor.id), t('users.buttons.invitedOne', { name }));
  const resetNow = onlineOnly(() => doctorActions.reset(doctor.id), t('users.buttons.resetDone', { name }));
  /** Reset, lock and delete take a doctor's access away: the app's dialog asks first (issue 26). */
  const reset = async () => {
    const confirmed = await askConfirmation({
      title: t('users.buttons.resetTitle', { name }),
      message: t('users.buttons.resetConfirm', { name }),
      confirmLabel: t('users.buttons.reset'),
      tone: 'danger',
    });
    if (confirmed) await resetNow();
  };
  const lock = async () => {
    const confirmed = await askConfirmation({
      title: t('users.buttons.lockTitle', { name }),
      message: t('users.buttons.lockConfirm', { name }),
      confirmLabel: t('users.buttons.lock'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await doctorActions.setLocked(doctor.id, true);
    notify.success(t('users.buttons.lockedDone', { name }));
  };
  const unlock = async () => {
    await doctorActions.setLocked(doctor.id, false);
    notify.success(t('users.buttons.unlockedDone', { name }));
  };
  const remove = async () => {
    const confirmed = await askConfirmation({
      title: t('users.buttons.deleteConfirm', { name }),
      message: t('users.buttons.deleteText', { name }),
      confirmLabel: t('users.buttons.delete'),
      tone: 'danger',
    });
    if (confirmed) await doctorActions.remove(doctor.id);
  };

  const link = 'text-sm font-medium text-primary-700 hover:underline';
  const action = 'text-sm font-medium text-primary-700 hover:underline disabled:opacity-50';
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="doctor-actions">
      {showLink && (
        <Link to={pathOf('show-doctor', { id: doctor.id })} className={link}>
          {t('users.buttons.show')}
        </Link>
      )}
      {buttons.edit && (
        <Link to={`${pathOf('show-doctor', { id: doctor.id })}?tab=edit`} className={link}>
          {t('users.buttons.edit')}
        </Link>
      )}
      {buttons.edit && (
        <Link to={pathOf('user-account', { uuid: doctor.uuid })} className={link}>
          {t('users.buttons.account')}
        </Link>
      )}
      {buttons.invite && (
        <button
          type="button"
          className={action}
          onClick={() => void invite()}
          title={online ? undefined : t('users.buttons.offline')}
        >
          {t('users.buttons.invite')}
        </button>
      )}
      {buttons.reset && (
        <button
          type="button"
          className={action}
          onClick={() => void reset()}
          title={online ? undefined : t('users.buttons.offline')}
        >
          {t('users.buttons.reset')}
        </button>
      )}
      {buttons.lock && (
        <button type="button" className={action} onClick={() => void lock()}>
          {t('users.buttons.lock')}
        </button>
      )}
      {buttons.unlock && (
        <button type="button" className={action} onClick={() => void unlock()}>
          {t('users.buttons.unlock')}
        </button>
      )}
      {buttons.delete && (
        <button
          type="button"
          onClick={() => void remove()}
          className="text-sm font-medium text-red-700 hover:underline"
        >
          {t('users.buttons.delete')}
        </button>
      )}
    </span>
  );
}
