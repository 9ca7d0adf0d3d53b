import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import type { ReportDemandRow } from '../../../db/rows';
import { SyncEntity } from '../../../contract/sync';
import { usePendingActions } from '../../offline/usePendingActions';
import { isArchived, isMessagePending, isOwnMessage } from './demandListView';
import { DemandMessageItem } from './DemandMessageItem';

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
  return (
    <ol aria-label={t('reportDemands.conversation.messages')} className="flex flex-col gap-3">
      {demand.messages.map((message) => (
        <DemandMessageItem
          key={message.messageUuid}
          demandUuid={demand.uuid}
          message={message}
          own={isOwnMessage(message, user)}
          pending={isMessagePending(pending, demand.uuid, message)}
          editable={!archived && isOwnMessage(message, user)}
        />
      ))}
    </ol>
  );
}
