import { useTranslation } from 'react-i18next';
import { PaperClipIcon } from '@heroicons/react/24/outline';
import type { MessageFile } from '../../../contract/backendMessages';
import { request } from '../../api/http';
import { notify } from '../../notifications/notify';

/**
 * A workshop's attachments (spec §3). The list is mirrored; the bytes come through a short-lived
 * signed URL (`GET /api/files/{id}`, server/platform/files), so opening one needs the network.
 */
export function WorkshopAttachments({ files }: { files: readonly MessageFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const open = async (file: MessageFile) => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await request<{ url: string }>(`/api/files/${file.id}`);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      notify.error(t('workshops.attachments.failed'));
    }
  };
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{t('workshops.attachments.title')}</h2>
      <ul className="flex flex-col gap-1" data-testid="workshop-attachments">
        {files.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              onClick={() => void open(file)}
              className="inline-flex max-w-full items-center gap-1.5 text-sm break-all text-primary-800 hover:underline"
            >
              <PaperClipIcon className="size-4 shrink-0" aria-hidden="true" />
              {file.original_name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
