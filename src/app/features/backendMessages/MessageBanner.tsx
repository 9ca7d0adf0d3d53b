import { MegaphoneIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import type { BackendMessageRow } from '../../../db/rows';
import { PrimaryButton } from '../../components/Button';
import { formatDate } from '../../i18n/formatDate';
import { backendMessageActions } from './backendMessageActions';
import { MessageAttachments } from './MessageAttachments';
import { bannerMessages } from './messageView';
import { useMessageClock, useMessageRows } from './useMessageRows';
import './backendMessageTexts';

/**
 * The system messages on every backend page (spec §4: shown until acknowledged or past their
 * show-until date): a banner above the page, not a dialog, so a doctor can still reach a report
 * while a message waits, and it fits a phone's width. Each message shows its title, text and
 * attachments and an 'Zur Kenntnis genommen' button; acknowledging is an outbox action, so the
 * message goes at once, offline too. The list follows the mirror: a message the admin publishes
 * appears with the next pull (a socket event starts it), an expired one goes by the clock.
 */
export function MessageBanner() {
  const { t } = useTranslation();
  const rows = useMessageRows();
  const now = useMessageClock(rows);
  const shown = rows ? bannerMessages(rows, now) : [];
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={t('backendMessages.banner.label')}
      data-testid="message-banner"
      className="mb-4 flex flex-col gap-3"
    >
      {shown.map((message) => (
        <BannerItem key={message.id} message={message} />
      ))}
    </section>
  );
}

function BannerItem({ message }: { message: BackendMessageRow }) {
  const { t, i18n } = useTranslation();
  const headingId = `system-message-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="system-message"
      className="flex flex-col gap-2 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 shadow-sm ring-1 ring-amber-200"
    >
      <h2 id={headingId} className="flex items-start gap-2 font-semibold break-words text-stone-900">
        <MegaphoneIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span className="min-w-0">{message.title}</span>
      </h2>
      <p className="text-sm break-words whitespace-pre-line text-stone-800">{message.text}</p>
      <MessageAttachments files={message.files} messageId={message.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-stone-600">
          {message.show_until
            ? t('backendMessages.banner.showUntil', {
                date: formatDate(message.show_until, i18n.resolvedLanguage),
              })
            : ''}
        </span>
        <PrimaryButton onClick={() => void backendMessageActions.acknowledge(message.id)}>
          {t('backendMessages.banner.acknowledge')}
        </PrimaryButton>
      </div>
    </article>
  );
}
