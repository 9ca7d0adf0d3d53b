import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketAnswerRecord } from '../../../contract/tickets';
import { PendingMark } from '../../components/PendingMark';
import { formatDateTime } from '../../i18n/formatDate';
import { notify } from '../../notifications/notify';
import { TicketAnswerEditForm } from './TicketAnswerEditForm';
import { ticketActions } from './ticketActions';
import { ticketPersonName } from './ticketListView';

const LINK = 'text-xs font-medium text-primary-700 hover:underline';

/**
 * One entry of the thread: an answer with its author and time (editable and deletable by its
 * author while the ticket is open), or a record of what was done: accepted, forwarded to X,
 * closed with its reason, reopened.
 */
export function TicketThreadEntry({
  ticketUuid,
  entry,
  own,
  editable,
  pending,
}: {
  ticketUuid: string;
  entry: TicketAnswerRecord;
  own: boolean;
  editable: boolean;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const author = ticketPersonName(entry.author) ?? t('tickets.detail.deletedUser');
  const time = (
    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, i18n.resolvedLanguage)}</time>
  );
  if (entry.kind !== 'answer') {
    const to = ticketPersonName(entry.forwarded_to) ?? t('tickets.detail.deletedUser');
    return (
      <li
        data-testid="ticket-record"
        data-kind={entry.kind}
        className="self-center text-center text-xs text-stone-600"
      >
        <p>
          {t(`tickets.thread.${entry.kind}`, { name: author, to })} · {time}
        </p>
        {entry.kind === 'closed' && entry.content && (
          <p className="break-words whitespace-pre-wrap">
            {t('tickets.thread.reason', { reason: entry.content })}
          </p>
        )}
        {pending && <PendingMark />}
      </li>
    );
  }
  const remove = async () => {
    if (!window.confirm(t('tickets.thread.confirmDelete'))) return;
    await ticketActions.deleteAnswer(ticketUuid, entry.uuid);
    notify.success(t('tickets.thread.deleted'));
  };
  return (
    <li
      data-testid="ticket-answer"
      data-own={own}
      data-pending={pending}
      className={`flex max-w-[85%] min-w-0 flex-col gap-1 rounded-lg p-3 text-sm break-words ${
        own
          ? 'self-end bg-primary-50 ring-1 ring-primary-100'
          : 'self-start bg-stone-50 ring-1 ring-stone-200'
      }`}
    >
      <p className="text-xs text-stone-600">
        <span className="font-semibold text-stone-800">{author}</span> · {time}
        {entry.updated_at !== entry.created_at && ` · ${t('tickets.thread.edited')}`}
      </p>
      {pending && (
        <p>
          <PendingMark />
        </p>
      )}
      {editing ? (
        <TicketAnswerEditForm ticketUuid={ticketUuid} answer={entry} onDone={() => setEditing(false)} />
      ) : (
        <p className="whitespace-pre-wrap">{entry.content}</p>
      )}
      {editable && !editing && (
        <p className="flex gap-3">
          <button type="button" className={LINK} onClick={() => setEditing(true)}>
            {t('tickets.thread.edit')}
          </button>
          <button type="button" className={LINK} onClick={() => void remove()}>
            {t('tickets.thread.delete')}
          </button>
        </p>
      )}
    </li>
  );
}
