import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../components/Button';
import { RecoveryCodeList } from '../../components/RecoveryCodeList';

/** Spec §4/§5: after the app type, the recovery codes; 'Weiter' only once the user ticks that they were noted. */
export function RecoveryCodesStep({ codes, onNext }: { codes: readonly string[]; onNext: () => void }) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [noted, setNoted] = useState(false);
  if (codes.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">{t('onboarding.twoFactor.codesUnavailable')}</p>
        <PrimaryButton onClick={onNext}>{t('onboarding.twoFactor.next')}</PrimaryButton>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <RecoveryCodeList codes={codes} />
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          required
          checked={noted}
          onChange={(event) => setNoted(event.target.checked)}
          className="mt-0.5 size-4 accent-primary-700"
        />
        <label htmlFor={checkboxId} className="text-sm text-stone-700">
          {t('onboarding.twoFactor.acknowledge')}
        </label>
      </div>
      <PrimaryButton onClick={onNext} disabled={!noted}>
        {t('onboarding.twoFactor.next')}
      </PrimaryButton>
    </div>
  );
}
