import { useLayoutEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChunkLoadTimeoutError } from '../../router/lazyPage';
import { removeHtmlShell } from '../../shell/htmlShell';

/**
 * Shown when a page could not be loaded or rendered: a script chunk that timed out (spec §8: error
 * after 120 s) or failed to load, or an unexpected error. Offers a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  // An error instead of the first page (a chunk that failed offline): no login shell over it.
  useLayoutEffect(removeHtmlShell, []);
  const message =
    error instanceof ChunkLoadTimeoutError || isChunkLoadFailure(error)
      ? t('errors.chunkLoad')
      : t('errors.unexpected');
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('notifications.errorTitle')}</h1>
      <p className="mt-2 text-stone-600">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('errors.reload')}
      </button>
    </div>
  );
}

function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}
