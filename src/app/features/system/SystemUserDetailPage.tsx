import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';
import { useUserStatus } from './SystemUserListPage';
import { SystemNav } from './SystemNav';
import { useSystemUser } from './useSystemUsers';
import './systemTexts';

/** Spec §2 'system users: {id}'. */
export default function SystemUserDetailPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const user = useSystemUser(id);
  const status = useUserStatus();
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '–');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('routes.systemUser')}</h1>
      <SystemNav />
      {user === null && <p className="text-stone-600">{t('system.notFound')}</p>}
      {user && (
        <div className="flex max-w-2xl flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <dl
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm"
            data-testid="system-user-detail"
          >
            <dt className="text-stone-600">{t('system.users.name')}</dt>
            <dd>
              {[user.anrede === 'Keine' ? null : user.anrede, user.titel, user.vorname, user.nachname]
                .filter(Boolean)
                .join(' ')}
            </dd>
            <dt className="text-stone-600">{t('system.users.username')}</dt>
            <dd>{user.username ?? '–'}</dd>
            <dt className="text-stone-600">{t('system.users.email')}</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="text-stone-600">{t('system.users.language')}</dt>
            <dd>{t(`system.users.languages.${user.language}`)}</dd>
            <dt className="text-stone-600">{t('system.users.roles')}</dt>
            <dd>{user.roles.map((role) => role.name).join(', ')}</dd>
            <dt className="text-stone-600">{t('system.users.status')}</dt>
            <dd>{status(user)}</dd>
            <dt className="text-stone-600">{t('system.users.invited')}</dt>
            <dd>{date(user.invited_at)}</dd>
            <dt className="text-stone-600">{t('system.users.verified')}</dt>
            <dd>{date(user.email_verified_at)}</dd>
            <dt className="text-stone-600">{t('system.users.ssoLink')}</dt>
            <dd>{t(user.sso_link_allowed ? 'system.users.ssoLinkYes' : 'system.users.ssoLinkNo')}</dd>
          </dl>
          <div>
            <Link
              to={pathOf('edit-system-user', { id: String(user.id) })}
              className="inline-block rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
            >
              {t('system.edit')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
