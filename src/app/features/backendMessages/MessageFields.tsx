import { useTranslation } from 'react-i18next';
import type { BackendMessageRow } from '../../../db/rows';
import { formatDate, formatDateTime } from '../../i18n/formatDate';
import { isEdited } from './messageView';

/** The columns of spec §3 'shown as created at, edited, title, recipient group, show until, attachments'. */
export function useMessageFields() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return {
    createdAt: (row: BackendMessageRow) => formatDateTime(row.created_at, language),
    edited: (row: BackendMessageRow) =>
      isEdited(row) ? formatDateTime(row.updated_at, language) : t('backendMessages.list.notEdited'),
    recipients: (row: BackendMessageRow) => row.recipient_role ?? t('backendMessages.list.everyone'),
    showUntil: (row: BackendMessageRow) =>
      row.show_until ? formatDate(row.show_until, language) : t('backendMessages.list.always'),
    attachments: (row: BackendMessageRow) => String(row.files.length),
  };
}

export function HiddenMark({ message }: { message: BackendMessageRow }) {
  const { t } = useTranslation();
  if (!message.hidden) return null;
  return (
    <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-700">
      {t('backendMessages.list.hidden')}
    </span>
  );
}
