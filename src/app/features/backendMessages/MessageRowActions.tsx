import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BackendMessageRow } from '../../../db/rows';
import { pathOf } from '../../router/routePaths';
import { backendMessageActions } from './backendMessageActions';
import { askConfirmation } from '../../components/confirm/confirmStore';

/** Show, edit and delete one message; deleting asks first and then goes through the outbox. */
export function MessageRowActions({ message }: { message: BackendMessageRow }) {
  const { t } = useTranslation();
  const remove = async () => {
    const confirmed = await askConfirmation({
      title: t('backendMessages.list.deleteConfirm', { title: message.title }),
      confirmLabel: t('backendMessages.list.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    await backendMessageActions.remove(message.id);
  };
  const link = 'text-sm font-medium text-primary-700 hover:underline';
  return (
    <span className="flex flex-wrap items-center gap-3">
      <Link to={pathOf('show-message', { id: message.id })} className={link}>
        {t('backendMessages.list.show')}
      </Link>
      <Link to={pathOf('edit-message', { id: message.id })} className={link}>
        {t('backendMessages.list.edit')}
      </Link>
      <button
        type="button"
        onClick={() => void remove()}
        className="text-sm font-medium text-red-700 hover:underline"
      >
        {t('backendMessages.list.delete')}
      </button>
    </span>
  );
}
