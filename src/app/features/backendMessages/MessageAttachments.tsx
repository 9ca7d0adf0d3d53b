import { PaperClipIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { MessageFile } from '../../../contract/backendMessages';
import { formatFileSize } from '../../i18n/formatFileSize';
import { openAttachment } from './openAttachment';

/** A message's attachments as buttons that open them, from the device when it holds them. */
export function MessageAttachments({
  files,
  messageId,
}: {
  files: readonly MessageFile[];
  messageId: string;
}) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul aria-label={t('backendMessages.attachments.label')} className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id} className="min-w-0 max-w-full">
          <button
            type="button"
            onClick={() => void openAttachment(file, messageId)}
            title={t('backendMessages.attachments.open', { name: file.original_name })}
            className="inline-flex max-w-full items-center gap-1 rounded-md bg-white px-2 py-1 text-sm text-primary-800 ring-1 ring-stone-300 hover:bg-stone-50"
          >
            <PaperClipIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{file.original_name}</span>
            <span className="shrink-0 text-xs text-stone-500">
              {formatFileSize(file.size, i18n.resolvedLanguage)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
