import { useTranslation } from 'react-i18next';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { isSsoRefusal, SSO_REFUSAL_PARAM } from '../../../contract/sso';
import { useSignInProviders } from './signInProviders';

/**
 * 'Anmelden mit <Provider>' for staff (issue 29): a plain link to the portal's start route, which
 * sends the browser on to the provider. The start URL is the server's own; a full navigation, not
 * the router, since the provider's pages are outside the app.
 */
export function SignInProviderButtons() {
  const { t } = useTranslation();
  const providers = useSignInProviders();
  if (providers.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-2" data-testid="sign-in-providers">
      <p className="text-center text-sm text-stone-600">{t('login.sso.staffOnly')}</p>
      {providers.map((provider) => (
        <a
          key={provider.id}
          href={provider.url}
          className="rounded-md bg-white px-4 py-2 text-center font-medium text-primary-800 shadow-sm ring-1 ring-stone-300 hover:bg-stone-50 focus:outline-2 focus:outline-offset-2 focus:outline-primary-700"
        >
          {t('login.sso.signInWith', { provider: provider.name })}
        </a>
      ))}
    </div>
  );
}

/** Why a single sign-on was refused, after the server sent the browser back here. */
export function SsoRefusalNotice({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const refusal = params.get(SSO_REFUSAL_PARAM);
  if (!isSsoRefusal(refusal)) return null;
  return (
    <p role="alert" className="mt-4 flex gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
      <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
      {t(`login.sso.refused.${refusal}`)}
    </p>
  );
}
