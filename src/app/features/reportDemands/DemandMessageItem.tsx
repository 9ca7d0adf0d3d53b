import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDemandMessageRecord } from '../../../contract/reportDemands';
import { PendingMark } from '../../components/PendingMark';
import { notify } from '../../notifications/notify';
import { formatDateTime } from '../../i18n/formatDate';
import { personName, wasEdited } from './demandListView';
import { DemandMessageEditForm } from './DemandMessageEditForm';
import { reportDemandActions } from './reportDemandActions';

const LINK = 'text-xs font-medium text-primary-700 hover:underline';

/** One message with its author and time; the author may edit or delete it while the demand is active. */
export function DemandMessageItem({
  demandUuid,
  message,
  own,
  pending,
  editable,
}: {
  demandUuid: string;
  message: ReportDemandMessageRecord;
  own: boolean;
  pending: boolean;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const date = formatDateTime(message.created_at, i18n.resolvedLanguage);
  const remove = async () => {
    await reportDemandActions.remove(demandUuid, message.messageUuid);
    notify.success(t('reportDemands.conversation.messageDeleted'));
  };
  return (
    <li
      data-testid="demand-message"
      data-own={own}
      data-pending={pending}
      className={`flex max-w-[85%] min-w-0 flex-col break-words gap-1 rounded-lg p-3 text-sm ${
        own
          ? 'self-end bg-primary-50 ring-1 ring-primary-100'
          : 'self-start bg-stone-50 ring-1 ring-stone-200'
      }`}
    >
      <p className="text-xs text-stone-600">
        <span className="font-semibold text-stone-800">
          {message.author ? personName(message.author) : t('reportDemands.conversation.unknownAuthor')}
        </span>{' '}
        · <time dateTime={message.created_at}>{date}</time>
        {wasEdited(message) && ` · ${t('reportDemands.conversation.edited')}`}
      </p>
      {pending && (
        <p>
          <PendingMark />
        </p>
      )}
      {editing ? (
        <DemandMessageEditForm demandUuid={demandUuid} message={message} onDone={() => setEditing(false)} />
      ) : (
        <p className="whitespace-pre-wrap">{message.message}</p>
      )}
      {editable && !editing && (
        <div className="flex gap-3">
          <button
            type="button"
            className={LINK}
            aria-label={t('reportDemands.conversation.editMessage', { date })}
            onClick={() => setEditing(true)}
          >
            {t('reportDemands.conversation.edit')}
          </button>
          <button
            type="button"
            className={LINK}
            aria-label={t('reportDemands.conversation.deleteMessage', { date })}
            onClick={() => void remove()}
          >
            {t('reportDemands.conversation.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
