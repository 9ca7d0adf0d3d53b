import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../contract/permissions';
import { useBrowserOnline } from '../../offline/useMirror';
import { isAdmin } from '../../router/access';
import { pathOf, type RouteName } from '../../router/routePaths';
import { useShownUser } from '../../session/useSignedInUser';
import './systemTexts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-1.5 text-sm font-medium ${
    isActive ? 'bg-primary-700 text-white' : 'text-stone-700 hover:bg-stone-100'
  }`;

/**
 * The system area's navigation: settings, roles and permissions, system users; on the roles and
 * permissions pages the spec's two tabs. Each entry only for holders of its gate. Offline, a
 * notice says that changes wait for the connection (online writes: docs/architecture.md).
 */
export function SystemNav({ tabs = false }: { tabs?: boolean }) {
  const { t } = useTranslation();
  const user = useShownUser();
  const online = useBrowserOnline();
  const holds = (permission: Permission) => user.permissions.includes(permission);
  const areas: [RouteName, string, boolean][] = [
    ['system-settings', 'system.nav.settings', holds(Permission.accessSystemSettings)],
    ['list-roles', 'system.nav.rolesPermissions', holds(Permission.roles) || holds(Permission.permissions)],
    ['list-system-users', 'system.nav.users', holds(Permission.accessSystemSettings)],
    ['list-api-tokens', 'system.nav.apiTokens', isAdmin(user)],
  ];
  return (
    <div className="flex flex-col gap-3">
      <nav className="flex flex-wrap gap-2" aria-label={t('routes.systemSettings')}>
        {areas
          .filter(([, , shown]) => shown)
          .map(([route, label]) => (
            <NavLink
              key={route}
              to={pathOf(route)}
              className={({ isActive }) =>
                tabClass({ isActive: isActive || (route === 'list-roles' && tabs) })
              }
            >
              {t(label)}
            </NavLink>
          ))}
      </nav>
      {tabs && (
        <nav className="flex flex-wrap gap-2 border-b border-stone-200 pb-2" role="tablist">
          {holds(Permission.roles) && (
            <NavLink to={pathOf('list-roles')} className={tabClass} role="tab">
              {t('system.nav.roles')}
            </NavLink>
          )}
          {holds(Permission.permissions) && (
            <NavLink to={pathOf('list-permissions')} className={tabClass} role="tab">
              {t('system.nav.permissions')}
            </NavLink>
          )}
        </nav>
      )}
      {!online && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          {t('system.offline')}
        </p>
      )}
    </div>
  );
}
