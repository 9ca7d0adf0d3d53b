import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RoleName } from '../../../contract/permissions';
import type { RouteName } from '../../router/routePaths';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';

const TABS = [
  { route: 'user-account', labelKey: 'account.tabs.details', adminOnly: false },
  { route: 'user-account-security', labelKey: 'account.tabs.security', adminOnly: false },
  { route: 'user-account-newsletter', labelKey: 'account.tabs.newsletter', adminOnly: true },
  /** Issue 29: push notifications, on the user's own account only (they are per device). */
  { route: 'user-account-push', labelKey: 'account.tabs.push', adminOnly: false, ownOnly: true },
] as const satisfies readonly { route: RouteName; labelKey: string; adminOnly: boolean; ownOnly?: boolean }[];

/**
 * Spec §2 'users/{uuid}/account': details, security, newsletter (the last for role Admin only);
 * issue 29: notifications (push) on the own account.
 */
export function AccountTabs({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const viewer = useSignedInUser();
  const isAdmin = viewer.roles.includes(RoleName.admin);
  return (
    <nav aria-label={t('account.tabs.label')} className="border-b border-stone-200">
      <ul className="-mb-px flex flex-wrap gap-x-4 sm:gap-x-6">
        {TABS.filter(
          (tab) => (isAdmin || !tab.adminOnly) && (uuid === viewer.uuid || !('ownOnly' in tab)),
        ).map((tab) => (
          <li key={tab.route}>
            <NavLink
              to={pathOf(tab.route, { uuid })}
              end
              className="inline-block border-b-2 border-transparent px-1 py-3 text-sm font-medium text-stone-600 hover:border-stone-300 hover:text-stone-800 aria-[current=page]:border-primary-700 aria-[current=page]:text-primary-800"
            >
              {t(tab.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
