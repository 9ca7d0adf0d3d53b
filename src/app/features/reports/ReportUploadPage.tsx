import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignalSlashIcon } from '@heroicons/react/24/outline';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { useBrowserOnline, useSyncStatusOf } from '../../offline/useMirror';
import { FilePicker } from '../../components/FilePicker';
import { UploadListItem } from './UploadListItem';
import { useUploadQueue } from './useUploadQueue';
import './reportTexts';

/**
 * Spec §2 reports 'upload' (route upload-reports, gate 'upload reports'): PDFs dropped or chosen,
 * each uploaded on its own with its progress and result. Uploading needs the network, so offline
 * the page says so and the button waits.
 */
export default function ReportUploadPage() {
  const { t } = useTranslation();
  const browserOnline = useBrowserOnline();
  const serverReached = useSyncStatusOf((status) => status.online);
  const online = browserOnline && serverReached;
  const queue = useUploadQueue();
  const [critical, setCritical] = useState(false);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('reports.upload.title')}</h1>
      <p className="text-sm text-stone-700">{t('reports.upload.intro')}</p>
      <div className="rounded-md bg-stone-100 p-3 text-sm text-stone-700">
        <p>{t('reports.upload.pattern')}</p>
        <p className="mt-1 font-mono text-xs">{t('reports.upload.example')}</p>
      </div>
      {!online && (
        <p
          role="status"
          data-testid="report-upload-offline"
          className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <SignalSlashIcon className="size-5 shrink-0" aria-hidden="true" />
          {t('reports.upload.offline')}
        </p>
      )}
      <FilePicker
        onFiles={queue.add}
        accept="application/pdf,.pdf"
        dropLabel={t('reports.upload.dropZone')}
        chooseLabel={t('reports.upload.choose')}
        testId="report-upload-dropzone"
        inputTestId="report-upload-input"
      />
      {queue.items.length > 0 && (
        <ul
          aria-label={t('reports.upload.filesLabel')}
          className="max-h-[400px] divide-y divide-stone-100 overflow-y-auto rounded-lg bg-white text-sm shadow-sm ring-1 ring-stone-200"
        >
          {queue.items.map((item) => (
            <UploadListItem key={item.key} item={item} onRemove={() => queue.remove(item.key)} />
          ))}
        </ul>
      )}
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={critical}
          onChange={(event) => setCritical(event.target.checked)}
          className="size-4 rounded border-stone-300"
        />
        {t('reports.critical.uploadCritical')}
      </label>
      <div className="flex flex-wrap gap-2">
        <PrimaryButton
          disabled={!online || queue.busy || queue.sendableCount === 0}
          onClick={() => void queue.start({ critical })}
        >
          {t('reports.upload.submit')}
        </PrimaryButton>
        {queue.finishedCount > 0 && (
          <SecondaryButton onClick={queue.clearFinished}>{t('reports.upload.clear')}</SecondaryButton>
        )}
      </div>
    </div>
  );
}
