import { useTranslation } from 'react-i18next';
import type { ConfirmPasswordInput } from '../../../contract/auth';
import { ConfirmPasswordForm as PasswordConfirmation } from '../../components/ConfirmPasswordForm';

/** Spec §5: enabling two-factor needs a password confirmation first. */
export function ConfirmPasswordForm({
  onConfirmed,
}: {
  onConfirmed: (input: ConfirmPasswordInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('onboarding.twoFactor.confirmPasswordIntro')}</p>
      <PasswordConfirmation
        labels={{ password: t('onboarding.twoFactor.password'), submit: t('onboarding.twoFactor.send') }}
        onConfirmed={onConfirmed}
      />
    </div>
  );
}
