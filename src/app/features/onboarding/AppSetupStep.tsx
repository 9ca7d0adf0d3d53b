import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_CODE_LENGTH } from '../../../contract/constants';
import type { TwoFactorQrCode } from '../../../contract/twoFactor';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

/**
 * App type: scan the QR code (or type the key), then confirm with a code from the app. The SVG is
 * shown as a data: image, never inserted as markup (the CSP forbids inline script; img-src has data:).
 */
export function AppSetupStep({
  qr,
  secret,
  onConfirmed,
}: {
  qr: TwoFactorQrCode;
  secret: string;
  onConfirmed: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('onboarding.twoFactor.qrIntro')}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.svg)}`}
        alt={t('onboarding.twoFactor.qrAlt')}
        className="size-48 self-center rounded-md bg-white p-2 ring-1 ring-stone-200"
      />
      {secret && (
        <div className="text-sm">
          <p className="text-stone-600">{t('onboarding.twoFactor.manualEntry')}</p>
          <code className="mt-1 block rounded-md bg-stone-50 p-2 font-mono break-all select-all ring-1 ring-stone-200">
            {secret}
          </code>
        </div>
      )}
      <p className="text-sm text-stone-600">
        {t('onboarding.twoFactor.appCodeHint', { length: TWO_FACTOR_CODE_LENGTH })}
      </p>
      <TwoFactorCodeForm type="app" onConfirmed={onConfirmed} />
    </div>
  );
}
