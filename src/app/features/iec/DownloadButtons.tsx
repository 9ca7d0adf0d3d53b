import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import type { Locale } from '../../../contract/constants';
import type { IecDocumentFormat } from '../../../workers/iecDocumentsClient';
import { SecondaryButton } from '../../components/Button';
import { useLabName } from '../../config/labName';
import { notify } from '../../notifications/notify';
import { useSignedInUser } from '../../session/useSignedInUser';
import { downloadIecDocument } from './downloadIecDocument';

const FORMATS: { format: IecDocumentFormat; label: string }[] = [
  { format: 'pdf', label: 'iecTool.download.pdf' },
  { format: 'xlsx', label: 'iecTool.download.excel' },
];

/** Spec §2 'download as PDF or Excel': the applied selection, made on the device; disabled while it is empty. */
export function DownloadButtons({ ids, locale }: { ids: readonly number[]; locale: Locale }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const labName = useLabName();
  const [busy, setBusy] = useState<IecDocumentFormat | null>(null);
  const empty = ids.length === 0;
  const download = async (format: IecDocumentFormat) => {
    setBusy(format);
    try {
      await downloadIecDocument(user.uuid, {
        format,
        substanceIds: ids,
        locale,
        labName,
        createdAt: new Date(),
      });
    } catch {
      notify.error(t('iecTool.download.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-stone-700">{t('iecTool.download.heading')}</h3>
      <div className="flex flex-wrap gap-2">
        {FORMATS.map(({ format, label }) => (
          <SecondaryButton
            key={format}
            disabled={empty || busy !== null}
            aria-describedby={empty ? 'iec-download-hint' : undefined}
            onClick={() => void download(format)}
            data-testid={`iec-download-${format}`}
          >
            <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
            {busy === format ? t('iecTool.download.busy') : t(label)}
          </SecondaryButton>
        ))}
      </div>
      {empty && (
        <p id="iec-download-hint" className="text-xs text-stone-600">
          {t('validation.selectionEmpty')}
        </p>
      )}
    </div>
  );
}
