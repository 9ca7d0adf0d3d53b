import './onboardingTexts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import type { TwoFactorType } from '../../../contract/constants';
import { PrimaryButton } from '../../components/Button';
import { SecondaryButton } from '../../components/Button';
import { pathOf } from '../../router/routePaths';
import { AppSetupStep } from './AppSetupStep';
import { ConfirmPasswordForm } from './ConfirmPasswordForm';
import { MailCodeStep } from './MailCodeStep';
import type { TwoFactorQrCode } from '../../../contract/twoFactor';
import { enableTwoFactor, fetchQrCode, fetchRecoveryCodes, manualEntrySecret } from './onboardingApi';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { TwoFactorTypeCards } from './TwoFactorTypeCards';
import { useWizardUser } from './useWizardUser';
import { CARD, WizardPage } from './WizardPage';
import { useDismissNotificationsOnStepChange } from '../../notifications/dismissOnStepChange';
import { usePasskeySlots } from '../../components/passkeySlots';
import type { ConfirmPasswordInput } from '../../../contract/auth';

/**
 * choose: pick the type and confirm the password; app: QR code and code; mail: mailed code;
 * passkey: a passkey registration confirms it (issue 29; the password entered is kept for this
 * stage only, to wrap the vault key under the passkey); recovery-codes: after the app and passkey
 * types, to be acknowledged. The mail type goes straight on (spec §4).
 */
type Stage =
  | { kind: 'choose' }
  | { kind: 'app'; qr: TwoFactorQrCode; secret: string; recoveryCodes: string[] }
  | { kind: 'mail' }
  | { kind: 'passkey'; password: string; recoveryCodes: string[] }
  | { kind: 'recovery-codes'; codes: string[] };

/** Wizard step 3 (spec §2, §4): two-factor by e-mail or authenticator app. */
export default function EnableTwoFactorPage() {
  const { t } = useTranslation();
  const user = useWizardUser();
  return (
    <WizardPage step="first-run-enable-two-factor-auth" intro={t('onboarding.twoFactor.intro')}>
      <div className={CARD}>
        <TwoFactorSetup user={user} />
      </div>
    </WizardPage>
  );
}

function TwoFactorSetup({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmedType = user.twoFactorConfirmedAt ? user.twoFactorType : null;
  const [type, setType] = useState<TwoFactorType | null>(confirmedType);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const { TwoFactorSetup: PasskeyTwoFactorSetup } = usePasskeySlots();
  useDismissNotificationsOnStepChange(stage.kind);
  const toNewsletter = () => navigate(pathOf('first-run-newsletter'));

  const startSetup = async ({ password }: ConfirmPasswordInput) => {
    if (!type) return;
    const setup = await enableTwoFactor(type);
    if (type === 'mail') return setStage({ kind: 'mail' });
    if (type === 'passkey')
      return setStage({ kind: 'passkey', password, recoveryCodes: setup.recovery_codes });
    const qr = await fetchQrCode();
    setStage({
      kind: 'app',
      qr,
      secret: manualEntrySecret(qr, setup.secret),
      recoveryCodes: setup.recovery_codes,
    });
  };

  // Two-factor is confirmed at this point: a failed fallback fetch must not hold the user back
  // (new codes can be generated under account security), so it ends in an empty list.
  const showRecoveryCodes = async (codes: string[]) => {
    const shown = codes.length > 0 ? codes : await fetchRecoveryCodes().catch(() => []);
    setStage({ kind: 'recovery-codes', codes: shown });
  };

  const backToChoice = (
    <SecondaryButton onClick={() => setStage({ kind: 'choose' })} className="self-start">
      {t('onboarding.twoFactor.otherType')}
    </SecondaryButton>
  );

  switch (stage.kind) {
    case 'app':
      return (
        <div className="flex flex-col gap-6">
          <AppSetupStep
            qr={stage.qr}
            secret={stage.secret}
            onConfirmed={() => showRecoveryCodes(stage.recoveryCodes)}
          />
          {backToChoice}
        </div>
      );
    case 'mail':
      return (
        <div className="flex flex-col gap-6">
          <MailCodeStep email={user.email} onConfirmed={async () => toNewsletter()} />
          {backToChoice}
        </div>
      );
    case 'passkey':
      return (
        <div className="flex flex-col gap-6">
          {PasskeyTwoFactorSetup && (
            <PasskeyTwoFactorSetup
              userUuid={user.uuid}
              password={stage.password}
              onConfirmed={() => showRecoveryCodes(stage.recoveryCodes)}
            />
          )}
          {backToChoice}
        </div>
      );
    case 'recovery-codes':
      return <RecoveryCodesStep codes={stage.codes} onNext={toNewsletter} />;
    case 'choose':
      return (
        <div className="flex flex-col gap-6">
          <TwoFactorTypeCards value={type} confirmedType={confirmedType} onChange={setType} />
          {confirmedType ? (
            <>
              <p className="text-sm text-stone-600">{t('onboarding.twoFactor.alreadyConfirmed')}</p>
              <PrimaryButton onClick={toNewsletter}>{t('onboarding.twoFactor.next')}</PrimaryButton>
            </>
          ) : (
            type && <ConfirmPasswordForm onConfirmed={startSetup} />
          )}
        </div>
      );
  }
}
