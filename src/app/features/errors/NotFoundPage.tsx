import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';

/** Spec §2, §8: an unknown path shows this page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-5xl font-bold text-primary-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('notFound.message')}</p>
      <Link to={pathOf('home')} className="mt-6 inline-block text-primary-800 hover:underline">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
