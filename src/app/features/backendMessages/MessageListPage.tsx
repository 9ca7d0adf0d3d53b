import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@heroicons/react/24/outline';
import { SyncEntity } from '../../../contract/sync';
import type { BackendMessageRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { useWideScreen } from '../../components/useWideScreen';
import { usePendingActions } from '../../offline/usePendingActions';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { HiddenMark, useMessageFields } from './MessageFields';
import { MessageRowActions } from './MessageRowActions';
import { adminMessages } from './messageView';
import { OnlineUsers } from './OnlineUsers';
import { useMessageRows } from './useMessageRows';
import './backendMessageTexts';

/**
 * The admin's list of system messages (spec §2 'messages (admin only): list'), from the mirror:
 * a table from 1280 px, one card per message below (issue 11), and who is online beside it.
 */
export default function MessageListPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const wide = useWideScreen();
  const rows = useMessageRows();
  const messages = rows ? adminMessages(rows) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('routes.messages')}</h1>
        <Link
          to={pathOf('new-message')}
          className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
        >
          <PlusIcon className="size-4" aria-hidden="true" />
          {t('backendMessages.list.new')}
        </Link>
      </div>
      <OnlineUsers selfUuid={user.uuid} />
      {messages && messages.length === 0 && (
        <p className="text-stone-600">{t('backendMessages.list.empty')}</p>
      )}
      {messages &&
        messages.length > 0 &&
        (wide ? <MessageTable messages={messages} /> : <MessageCards messages={messages} />)}
    </div>
  );
}

function MessageTable({ messages }: { messages: BackendMessageRow[] }) {
  const { t } = useTranslation();
  const fields = useMessageFields();
  const pending = usePendingActions(SyncEntity.backendMessage);
  const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
  return (
    <table className="w-full rounded-lg bg-white shadow-sm ring-1 ring-stone-200" data-testid="message-table">
      <thead className="border-b border-stone-200">
        <tr>
          <th className={head}>{t('backendMessages.list.createdAt')}</th>
          <th className={head}>{t('backendMessages.list.edited')}</th>
          <th className={head}>{t('backendMessages.list.title')}</th>
          <th className={head}>{t('backendMessages.list.recipients')}</th>
          <th className={head}>{t('backendMessages.list.showUntil')}</th>
          <th className={head}>{t('backendMessages.list.attachments')}</th>
          <th className={head}>{t('backendMessages.list.actions')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 text-sm">
        {messages.map((message) => (
          <tr key={message.id} data-testid="message-row">
            <td className="px-3 py-2 whitespace-nowrap">{fields.createdAt(message)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{fields.edited(message)}</td>
            <td className="px-3 py-2 font-medium break-words">
              {message.title}
              <HiddenMark message={message} />
              {pending.byEntity.has(message.id) && <PendingMark />}
            </td>
            <td className="px-3 py-2">{fields.recipients(message)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{fields.showUntil(message)}</td>
            <td className="px-3 py-2">{fields.attachments(message)}</td>
            <td className="px-3 py-2">
              <MessageRowActions message={message} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MessageCards({ messages }: { messages: BackendMessageRow[] }) {
  const { t } = useTranslation();
  const fields = useMessageFields();
  const pending = usePendingActions(SyncEntity.backendMessage);
  return (
    <ul className="flex flex-col gap-3">
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid="message-row"
          className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
        >
          <span className="font-medium break-words">
            {message.title}
            <HiddenMark message={message} />
            {pending.byEntity.has(message.id) && <PendingMark />}
          </span>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">{t('backendMessages.list.createdAt')}</dt>
            <dd>{fields.createdAt(message)}</dd>
            <dt className="text-stone-600">{t('backendMessages.list.edited')}</dt>
            <dd>{fields.edited(message)}</dd>
            <dt className="text-stone-600">{t('backendMessages.list.recipients')}</dt>
            <dd>{fields.recipients(message)}</dd>
            <dt className="text-stone-600">{t('backendMessages.list.showUntil')}</dt>
            <dd>{fields.showUntil(message)}</dd>
            <dt className="text-stone-600">{t('backendMessages.list.attachments')}</dt>
            <dd>{fields.attachments(message)}</dd>
          </dl>
          <MessageRowActions message={message} />
        </li>
      ))}
    </ul>
  );
}
