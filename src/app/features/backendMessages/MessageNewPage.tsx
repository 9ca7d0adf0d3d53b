import { useTranslation } from 'react-i18next';
import { MessageForm } from './MessageForm';
import './backendMessageTexts';

/** Spec §2 'messages/new'. */
export default function MessageNewPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('routes.messageNew')}</h1>
      <MessageForm />
    </div>
  );
}
