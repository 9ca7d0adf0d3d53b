import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SystemUserRecord } from '../../../contract/systemUsers';
import { useWideScreen } from '../../components/useWideScreen';
import { pathOf } from '../../router/routePaths';
import { SystemNav } from './SystemNav';
import { useSystemUsers } from './useSystemUsers';
import './systemTexts';

/** Spec §2 'system users: list': the laboratory's accounts, a table from 1280 px, cards below. */
export default function SystemUserListPage() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const users = useSystemUsers();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('routes.systemUsers')}</h1>
        <Link
          to={pathOf('new-system-user')}
          className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
        >
          {t('system.users.new')}
        </Link>
      </div>
      <SystemNav />
      {users && users.length === 0 && <p className="text-stone-600">{t('system.users.empty')}</p>}
      {users && users.length > 0 && (wide ? <UserTable users={users} /> : <UserCards users={users} />)}
    </div>
  );
}

export function useUserStatus() {
  const { t } = useTranslation();
  return (user: SystemUserRecord) =>
    user.locked
      ? t('system.users.locked')
      : !user.active
        ? t('system.users.inactive')
        : user.email_verified_at
          ? t('system.users.active')
          : t('system.users.pending');
}

const fullName = (user: SystemUserRecord) =>
  [user.titel, user.vorname, user.nachname].filter(Boolean).join(' ');

function UserTable({ users }: { users: SystemUserRecord[] }) {
  const { t } = useTranslation();
  const status = useUserStatus();
  const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
  return (
    <table
      className="w-full rounded-lg bg-white shadow-sm ring-1 ring-stone-200"
      data-testid="system-user-list"
    >
      <thead className="border-b border-stone-200">
        <tr>
          <th className={head}>{t('system.users.name')}</th>
          <th className={head}>{t('system.users.username')}</th>
          <th className={head}>{t('system.users.email')}</th>
          <th className={head}>{t('system.users.roles')}</th>
          <th className={head}>{t('system.users.status')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 text-sm">
        {users.map((user) => (
          <tr key={user.id} data-testid="system-user-row">
            <td className="px-3 py-2 font-medium">
              <Link
                to={pathOf('show-system-user', { id: String(user.id) })}
                className="text-primary-800 hover:underline"
              >
                {fullName(user)}
              </Link>
            </td>
            <td className="px-3 py-2">{user.username}</td>
            <td className="px-3 py-2 break-all">{user.email}</td>
            <td className="px-3 py-2">{user.roles.map((role) => role.name).join(', ')}</td>
            <td className="px-3 py-2">{status(user)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UserCards({ users }: { users: SystemUserRecord[] }) {
  const { t } = useTranslation();
  const status = useUserStatus();
  return (
    <ul className="flex flex-col gap-3" data-testid="system-user-list">
      {users.map((user) => (
        <li
          key={user.id}
          data-testid="system-user-row"
          className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
        >
          <Link
            to={pathOf('show-system-user', { id: String(user.id) })}
            className="font-medium text-primary-800"
          >
            {fullName(user)}
          </Link>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">{t('system.users.email')}</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="text-stone-600">{t('system.users.roles')}</dt>
            <dd>{user.roles.map((role) => role.name).join(', ')}</dd>
            <dt className="text-stone-600">{t('system.users.status')}</dt>
            <dd>{status(user)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
