import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import type { ReportDemandMessageRecord } from '../../../contract/reportDemands';
import type { ReportDemandRow } from '../../../db/rows';
import { SyncEntity } from '../../../contract/sync';
import { ThreadEditForm } from '../../components/thread/ThreadEditForm';
import { ThreadMessage } from '../../components/thread/ThreadMessage';
import { notify } from '../../notifications/notify';
import { usePendingActions } from '../../offline/usePendingActions';
import { isArchived, isMessagePending, isOwnMessage, personName, wasEdited } from './demandListView';
import { messageField, reportDemandActions } from './reportDemandActions';

/**
 * The conversation, oldest first, as the server keeps it; own messages stand on the right. It grows
 * with the page (no scrolling box inside the scrolling page, issue 11).
 */
export function DemandMessageList({ demand, user }: { demand: ReportDemandRow; user: AuthUser }) {
  const { t } = useTranslation();
  const archived = isArchived(demand);
  const pending = usePendingActions(SyncEntity.reportDemand);
  if (demand.messages.length === 0) {
    return <p className="text-sm text-stone-600">{t('reportDemands.conversation.noMessages')}</p>;
  }
  const texts = {
    edited: t('reportDemands.conversation.edited'),
    edit: t('reportDemands.conversation.edit'),
    delete: t('reportDemands.conversation.delete'),
    editNamed: (date: string) => t('reportDemands.conversation.editMessage', { date }),
    deleteNamed: (date: string) => t('reportDemands.conversation.deleteMessage', { date }),
  };
  const remove = async (message: ReportDemandMessageRecord) => {
    await reportDemandActions.remove(demand.uuid, message.messageUuid);
    notify.success(t('reportDemands.conversation.messageDeleted'));
  };
  return (
    <ol aria-label={t('reportDemands.conversation.messages')} className="flex flex-col gap-3">
      {demand.messages.map((message) => (
        <ThreadMessage
          key={message.messageUuid}
          testId="demand-message"
          author={message.author ? personName(message.author) : t('reportDemands.conversation.unknownAuthor')}
          createdAt={message.created_at}
          edited={wasEdited(message)}
          text={message.message}
          own={isOwnMessage(message, user)}
          pending={isMessagePending(pending, demand.uuid, message)}
          editable={!archived && isOwnMessage(message, user)}
          texts={texts}
          onDelete={() => remove(message)}
          editForm={(onDone) => (
            <ThreadEditForm
              field={messageField}
              text={message.message}
              label={t('reportDemands.conversation.editLabel')}
              hideLabel
              align="start"
              saveLabel={t('reportDemands.conversation.save')}
              cancelLabel={t('reportDemands.conversation.cancel')}
              onSave={async (text) => {
                await reportDemandActions.edit(demand.uuid, message.messageUuid, text);
                notify.success(t('reportDemands.conversation.messageUpdated'));
              }}
              onDone={onDone}
            />
          )}
        />
      ))}
    </ol>
  );
}
