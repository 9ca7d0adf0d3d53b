import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';

/**
 * What the router shows while the first route's loader (the guard) and lazy chunk are on their way:
 * react-router renders the root's `HydrateFallback` then, and without one it warned on every fresh
 * load ('No HydrateFallback element provided', issue 26). A polite status, not an empty page.
 */
export function InitialLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="initial-loading">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
