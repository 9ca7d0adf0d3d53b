import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';

/**
 * An unknown path under /backend (issue 11): the 404 inside the signed-in layout, with the way
 * back to the dashboard. The public 404 offered 'Login' to a user who is signed in.
 */
export default function BackendNotFoundPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="backend-not-found" className="mx-auto max-w-xl py-16 text-center">
      <p className="text-5xl font-bold text-primary-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('notFound.message')}</p>
      <Link
        to={pathOf('dashboard')}
        className="mt-6 inline-block rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('notFound.dashboard')}
      </Link>
    </div>
  );
}
