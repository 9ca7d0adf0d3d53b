import { MegaphoneIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { SyncEntity } from '../../../contract/sync';
import { PendingMark } from '../../components/PendingMark';
import { formatDate } from '../../i18n/formatDate';
import { usePendingActions } from '../../offline/usePendingActions';
import { MessageAttachments } from './MessageAttachments';
import { dashboardMessages } from './messageView';
import { useMessageClock, useMessageRows } from './useMessageRows';
import './backendMessageTexts';

/**
 * The dashboard's current system messages (spec §2 'The dashboard also lists ... messages'):
 * every message addressed to the user that is not past its show-until date, acknowledged ones
 * too, so a message read in a hurry can be found again with its attachments. An acknowledgement
 * still in the outbox shows as pending.
 */
export function CurrentMessagesCard() {
  const { t, i18n } = useTranslation();
  const rows = useMessageRows();
  const now = useMessageClock(rows);
  const pending = usePendingActions(SyncEntity.backendMessage);
  const messages = rows ? dashboardMessages(rows, now) : undefined;
  return (
    <section
      aria-labelledby="current-messages-heading"
      data-testid="dashboard-messages"
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="current-messages-heading" className="flex items-center gap-2 text-lg font-semibold">
        <MegaphoneIcon className="size-5 text-primary-700" aria-hidden="true" />
        {t('backendMessages.dashboard.title')}
      </h2>
      {messages && messages.length === 0 && (
        <p className="text-sm text-stone-600">{t('backendMessages.dashboard.empty')}</p>
      )}
      {messages && messages.length > 0 && (
        <ul className="divide-y divide-stone-100">
          {messages.map((message) => (
            <li key={message.id} data-testid="dashboard-message" className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-medium break-words">{message.title}</span>
                {pending.byEntity.has(message.id) ? (
                  <PendingMark />
                ) : (
                  message.confirmed_at && (
                    <span className="text-xs text-stone-500">
                      {t('backendMessages.dashboard.acknowledged')}
                    </span>
                  )
                )}
              </div>
              <p className="text-sm break-words whitespace-pre-line text-stone-700">{message.text}</p>
              <span className="text-xs text-stone-500">
                {formatDate(message.created_at, i18n.resolvedLanguage)}
              </span>
              <MessageAttachments files={message.files} messageId={message.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
