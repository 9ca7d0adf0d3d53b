import type { MessageFile } from '../../../contract/backendMessages';
import { vaultWorker } from '../../../workers/syncClient';
import { lastUserUuid } from '../../offline/lastUser';
import { notify } from '../../notifications/notify';
import i18n from '../../i18n/i18n';

/** How long an opened attachment's object URL outlives the click that opened it. */
const URL_LIFETIME_MS = 60_000;

/**
 * Opens an attachment: from the device when the sync worker already keeps it (offline too),
 * else fetched now through its signed URL and kept. Images and PDFs open in a new tab, other
 * types download under their original name.
 */
export async function openAttachment(file: MessageFile, messageId: string): Promise<void> {
  const user = lastUserUuid();
  if (!user) return;
  const fileId = String(file.id);
  // The tab opens within the click (a popup blocker allows it), the bytes follow.
  const viewable = file.mime === 'application/pdf' || file.mime.startsWith('image/');
  const tab = viewable ? window.open('', '_blank') : null;
  let bytes = await vaultWorker().messageFile(user, fileId);
  if (!bytes) {
    const downloaded = await vaultWorker().downloadMessageFile(user, fileId, messageId);
    if (!downloaded.ok) {
      tab?.close();
      notify.error(
        i18n.t(
          downloaded.status === null
            ? 'backendMessages.attachments.notOffline'
            : 'backendMessages.attachments.failed',
        ),
      );
      return;
    }
    bytes = downloaded.bytes;
  }
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mime }));
  if (tab) {
    tab.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.original_name;
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
