import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import type { ReportDemandRow } from '../../../db/rows';
import { isArchived, isOwnMessage } from './demandListView';
import { DemandMessageItem } from './DemandMessageItem';

/** The conversation, oldest first, as the server keeps it; own messages stand on the right. */
export function DemandMessageList({ demand, user }: { demand: ReportDemandRow; user: AuthUser }) {
  const { t } = useTranslation();
  const archived = isArchived(demand);
  if (demand.messages.length === 0) {
    return <p className="text-sm text-stone-600">{t('reportDemands.conversation.noMessages')}</p>;
  }
  return (
    <ol
      aria-label={t('reportDemands.conversation.messages')}
      className="flex max-h-[400px] flex-col gap-3 overflow-auto"
    >
      {demand.messages.map((message) => (
        <DemandMessageItem
          key={message.messageUuid}
          demandUuid={demand.uuid}
          message={message}
          own={isOwnMessage(message, user)}
          editable={!archived && isOwnMessage(message, user)}
        />
      ))}
    </ol>
  );
}
