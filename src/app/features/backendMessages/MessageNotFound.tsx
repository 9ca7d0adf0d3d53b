import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';

export function MessageNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-stone-700">{t('backendMessages.detail.notFound')}</p>
      <Link to={pathOf('list-messages')} className="text-sm font-medium text-primary-700 hover:underline">
        {t('backendMessages.detail.back')}
      </Link>
    </div>
  );
}
