import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftStartOnRectangleIcon } from '@heroicons/react/24/outline';
import { pathOf } from '../router/routePaths';
import { signOut } from '../session/signOut';
import { useOptionalSignedInUser } from '../session/useSignedInUser';
import { saveLanguage } from './backend/saveLanguage';
import { SiteFrame } from './SiteFrame';
import { NotificationArea } from '../notifications/NotificationArea';
import { useDismissNotificationsOnStepChange } from '../notifications/dismissOnStepChange';

/**
 * The first-run wizard (spec §2): the public frame, with a way out instead of the login button.
 * Issue 26: a step's toasts go with the step, and they stand above the step, in the flow of the
 * page, instead of floating over its buttons at the bottom of a phone's screen.
 */
export function WizardLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useOptionalSignedInUser('wizard');
  const { pathname } = useLocation();
  useDismissNotificationsOnStepChange(pathname);
  const onLogout = async () => {
    if (await signOut()) navigate(pathOf('login'));
  };
  return (
    <SiteFrame
      // The wizard's mails (codes, a new verification link) follow the language chosen here.
      onLanguageSwitch={user ? (language) => void saveLanguage(user, language) : undefined}
      headerAction={
        <button
          type="button"
          onClick={() => void onLogout()}
          className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
        >
          <ArrowLeftStartOnRectangleIcon className="size-5" aria-hidden="true" />
          {t('navbar.logout')}
        </button>
      }
    >
      <div className="mx-auto max-w-2xl">
        <NotificationArea placement="inline" />
        <Outlet />
      </div>
    </SiteFrame>
  );
}

export default WizardLayout;
