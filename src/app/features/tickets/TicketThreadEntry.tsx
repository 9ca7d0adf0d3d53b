import { useTranslation } from 'react-i18next';
import type { TicketAnswerRecord } from '../../../contract/tickets';
import { PendingMark } from '../../components/PendingMark';
import { ThreadEditForm } from '../../components/thread/ThreadEditForm';
import { ThreadMessage } from '../../components/thread/ThreadMessage';
import { formatDateTime } from '../../i18n/formatDate';
import { notify } from '../../notifications/notify';
import { ticketActions } from './ticketActions';
import { answerField } from './ticketForms';
import { ticketPersonName } from './ticketListView';
import { askConfirmation } from '../../components/confirm/confirmStore';

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
  const author = ticketPersonName(entry.author) ?? t('tickets.detail.deletedUser');
  if (entry.kind !== 'answer') {
    const to = ticketPersonName(entry.forwarded_to) ?? t('tickets.detail.deletedUser');
    return (
      <li
        data-testid="ticket-record"
        data-kind={entry.kind}
        className="self-center text-center text-xs text-stone-600"
      >
        <p>
          {t(`tickets.thread.${entry.kind}`, { name: author, to })} ·{' '}
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, i18n.resolvedLanguage)}</time>
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
    const confirmed = await askConfirmation({
      title: t('tickets.thread.confirmDelete'),
      confirmLabel: t('tickets.thread.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await ticketActions.deleteAnswer(ticketUuid, entry.uuid);
    notify.success(t('tickets.thread.deleted'));
  };
  return (
    <ThreadMessage
      testId="ticket-answer"
      author={author}
      createdAt={entry.created_at}
      edited={entry.updated_at !== entry.created_at}
      text={entry.content}
      own={own}
      pending={pending}
      editable={editable}
      texts={{
        edited: t('tickets.thread.edited'),
        edit: t('tickets.thread.edit'),
        delete: t('tickets.thread.delete'),
      }}
      onDelete={remove}
      editForm={(onDone) => (
        <ThreadEditForm
          field={answerField}
          text={entry.content}
          label={t('tickets.thread.editLabel')}
          align="end"
          saveLabel={t('tickets.thread.save')}
          cancelLabel={t('tickets.thread.cancel')}
          onSave={async (content) => {
            await ticketActions.editAnswer(ticketUuid, entry.uuid, content);
            notify.success(t('tickets.thread.updated'));
          }}
          onDone={onDone}
        />
      )}
    />
  );
}
