import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnvelopeIcon } from '@heroicons/react/24/outline';
import { SecondaryButton } from '../../components/Button';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { notify } from '../../notifications/notify';
import { doctorActions } from './doctorActions';

/**
 * 'Invite all' (spec §7 `POST /api/users/invite-all`): asks first, needs the network (it sends
 * mail), and says how many doctors were invited.
 */
export function InviteAllButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!navigator.onLine) {
      notify.info(t('users.buttons.offline'));
      return;
    }
    const confirmed = await askConfirmation({
      title: t('users.list.inviteAllConfirm'),
      confirmLabel: t('users.list.inviteAll'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const count = await doctorActions.inviteAll();
      notify.success(t('users.list.invitedAll', { count }));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SecondaryButton onClick={() => void onClick()} disabled={busy}>
      <EnvelopeIcon className="size-4" aria-hidden="true" />
      {t('users.list.inviteAll')}
    </SecondaryButton>
  );
}
