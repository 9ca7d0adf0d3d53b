import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';
import { HiddenMark, useMessageFields } from './MessageFields';
import { MessageAttachments } from './MessageAttachments';
import { MessageNotFound } from './MessageNotFound';
import { MessageRowActions } from './MessageRowActions';
import { useMessageRow } from './useMessageRow';
import './backendMessageTexts';

/** Spec §2 'messages/{id}': one message as its recipients see it, with the list's fields. */
export default function MessageDetailPage() {
  const { t } = useTranslation();
  const message = useMessageRow();
  const fields = useMessageFields();
  if (message === undefined) return null;
  if (message === null) return <MessageNotFound />;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Link to={pathOf('list-messages')} className="text-sm font-medium text-primary-700 hover:underline">
        {t('backendMessages.detail.back')}
      </Link>
      <h1 className="text-2xl font-semibold break-words">
        {message.title}
        <HiddenMark message={message} />
      </h1>
      <p className="break-words whitespace-pre-line text-stone-800">{message.text}</p>
      <MessageAttachments files={message.files} messageId={message.id} />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('backendMessages.list.createdAt')}</dt>
        <dd>{fields.createdAt(message)}</dd>
        <dt className="text-stone-600">{t('backendMessages.list.edited')}</dt>
        <dd>{fields.edited(message)}</dd>
        <dt className="text-stone-600">{t('backendMessages.list.recipients')}</dt>
        <dd>{fields.recipients(message)}</dd>
        <dt className="text-stone-600">{t('backendMessages.list.showUntil')}</dt>
        <dd>{fields.showUntil(message)}</dd>
      </dl>
      <MessageRowActions message={message} />
    </div>
  );
}
