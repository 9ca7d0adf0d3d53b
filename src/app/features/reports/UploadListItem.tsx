import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, ExclamationCircleIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { formatFileSize } from '../../i18n/formatFileSize';
import { UploadOutcomeKind } from './uploadOutcome';
import { UploadState, type UploadItem } from './useUploadQueue';

/** One chosen file: its progress bar and what became of it. */
export function UploadListItem({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const name = item.file.name;
  const size = formatFileSize(item.file.size, i18n.resolvedLanguage);
  const moving = item.state === UploadState.queued || item.state === UploadState.uploading;
  // A refused or lost upload has sent all its bytes (a full bar); only the colour tells it failed.
  const result =
    item.state !== UploadState.done
      ? 'running'
      : item.outcome?.kind === UploadOutcomeKind.uploaded
        ? 'uploaded'
        : 'failed';
  return (
    <li data-testid="upload-item" data-state={item.state} className="flex flex-col gap-1.5 p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium">{name}</span>
        <span className="flex shrink-0 items-center gap-2 text-stone-500">
          {size}
          {!moving && (
            <button
              type="button"
              onClick={onRemove}
              className="rounded p-0.5 text-stone-500 hover:bg-stone-100"
            >
              <span className="sr-only">{t('reports.upload.remove', { filename: name })}</span>
              <XMarkIcon className="size-4" aria-hidden="true" />
            </button>
          )}
        </span>
      </div>
      {item.state !== UploadState.notSent && (
        <progress
          max={1}
          value={item.progress}
          data-result={result}
          aria-label={t('reports.upload.progress', { filename: name })}
          className={`h-2 w-full ${PROGRESS_COLOUR[result]}`}
        />
      )}
      <UploadResult item={item} />
    </li>
  );
}

const PROGRESS_COLOUR = {
  running: 'accent-primary-700',
  uploaded: 'accent-green-700',
  failed: 'accent-red-700',
} as const;

function UploadResult({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const { outcome } = item;
  if (item.state === UploadState.notSent && item.reasonKey) {
    return <Failure messages={[t(item.reasonKey)]} />;
  }
  if (item.state === UploadState.pending)
    return <p className="text-stone-500">{t('reports.upload.state.pending')}</p>;
  if (item.state === UploadState.queued)
    return <p className="text-stone-500">{t('reports.upload.state.queued')}</p>;
  if (item.state !== UploadState.done || !outcome) {
    return <p className="text-stone-600">{t('reports.upload.state.uploading')}</p>;
  }
  switch (outcome.kind) {
    case UploadOutcomeKind.uploaded:
      return (
        <p className="flex items-center gap-1 text-green-800">
          <CheckCircleIcon className="size-4" aria-hidden="true" />
          {t(outcome.replaced ? 'reports.upload.state.replaced' : 'reports.upload.state.uploaded', {
            befundId: outcome.befundId,
          })}
        </p>
      );
    case UploadOutcomeKind.refused:
      return (
        <Failure
          messages={
            outcome.messages.length > 0
              ? outcome.messages
              : [t('reports.upload.state.serverError', { status: outcome.status })]
          }
        />
      );
    case UploadOutcomeKind.network:
      return <Failure messages={[t('reports.upload.state.network')]} />;
    case UploadOutcomeKind.sessionLost:
      return <Failure messages={[]} />;
  }
}

function Failure({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className="text-red-800">
      <p className="flex items-center gap-1 font-medium">
        <ExclamationCircleIcon className="size-4" aria-hidden="true" />
        {t('reports.upload.state.failed')}
      </p>
      {messages.length > 0 && (
        <ul className="mt-1 list-disc pl-6">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
