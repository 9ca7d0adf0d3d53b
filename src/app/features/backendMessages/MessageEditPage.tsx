import { useTranslation } from 'react-i18next';
import { MessageForm } from './MessageForm';
import { MessageNotFound } from './MessageNotFound';
import { useMessageRow } from './useMessageRow';
import './backendMessageTexts';

/** Spec §2 'messages/{id}/edit'. */
export default function MessageEditPage() {
  const { t } = useTranslation();
  const message = useMessageRow();
  if (message === undefined) return null;
  if (message === null) return <MessageNotFound />;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('routes.messageEdit')}</h1>
      <MessageForm key={`${message.id}:${message.updated_at}`} message={message} />
    </div>
  );
}
