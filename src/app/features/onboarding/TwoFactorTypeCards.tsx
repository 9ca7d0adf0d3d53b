import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePhoneMobileIcon, EnvelopeIcon, FingerPrintIcon } from '@heroicons/react/24/outline';
import { TWO_FACTOR_TYPES, type TwoFactorType } from '../../../contract/constants';

const ICONS = { mail: EnvelopeIcon, app: DevicePhoneMobileIcon, passkey: FingerPrintIcon } as const;

/**
 * The choice of spec §4 as radio cards (E-Mail, App, Passkey: issue 29). Once a type is confirmed the other one is
 * greyed out with a note: switching is not possible any more.
 */
export function TwoFactorTypeCards({
  value,
  confirmedType,
  onChange,
}: {
  value: TwoFactorType | null;
  confirmedType: TwoFactorType | null;
  onChange: (type: TwoFactorType) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-700">{t('onboarding.twoFactor.chooseType')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {TWO_FACTOR_TYPES.map((type) => {
          const Icon = ICONS[type];
          const locked = confirmedType !== null && type !== confirmedType;
          const titleId = `${id}-${type}-title`;
          const textId = `${id}-${type}-text`;
          return (
            <label
              key={type}
              className={`flex gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200 has-checked:ring-2 has-checked:ring-primary-700 ${
                locked ? 'cursor-not-allowed bg-stone-50 opacity-60' : 'cursor-pointer hover:bg-stone-50'
              }`}
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={value === type}
                disabled={locked}
                onChange={() => onChange(type)}
                aria-labelledby={titleId}
                aria-describedby={textId}
                className="mt-1 accent-primary-700"
              />
              <span className="flex flex-col gap-1">
                <span id={titleId} className="flex items-center gap-2 font-semibold">
                  <Icon className="size-5 text-primary-700" aria-hidden="true" />
                  {t(`onboarding.twoFactor.types.${type}.title`)}
                </span>
                <span id={textId} className="text-sm text-stone-600">
                  {t(`onboarding.twoFactor.types.${type}.text`)}
                  {locked && <> {t('onboarding.twoFactor.typeLocked')}</>}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
