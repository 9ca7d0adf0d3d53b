import './componentTexts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownTrayIcon, ClipboardDocumentIcon } from '@heroicons/react/24/outline';
import { notify } from '../notifications/notify';
import { SecondaryButton } from './Button';

/**
 * Recovery codes are stored hashed on the server, so this is the one moment the user sees them:
 * a monospace list with copy and download (a plain text file, one code a line).
 */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const labelId = useId();
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('recoveryCodes.copied'));
    } catch {
      notify.error(t('recoveryCodes.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('recoveryCodes.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-sm font-medium text-stone-700">
        {t('recoveryCodes.label')}
      </p>
      <p className="text-sm text-stone-600">{t('recoveryCodes.intro')}</p>
      <ul
        aria-labelledby={labelId}
        className="grid grid-cols-1 gap-1 rounded-md bg-stone-50 p-3 font-mono text-sm ring-1 ring-stone-200 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <SecondaryButton onClick={() => void copy()}>
          <ClipboardDocumentIcon className="size-5" aria-hidden="true" />
          {t('recoveryCodes.copy')}
        </SecondaryButton>
        <SecondaryButton onClick={download}>
          <ArrowDownTrayIcon className="size-5" aria-hidden="true" />
          {t('recoveryCodes.download')}
        </SecondaryButton>
      </div>
    </div>
  );
}
