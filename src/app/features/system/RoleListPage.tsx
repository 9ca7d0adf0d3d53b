import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isBuiltInRole } from '../../../contract/accessControl';
import { notify } from '../../notifications/notify';
import { useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { AccessList, type AccessItem } from './AccessList';
import { sendOnline } from '../../api/onlineWrite';
import { SystemNav } from './SystemNav';
import './systemTexts';
import { askConfirmation } from '../../components/confirm/confirmStore';

/** The roles tab (spec §2 'roles-permissions'), from the mirror (`role` entity, holders of 'roles'). */
export default function RoleListPage() {
  const { t } = useTranslation();
  const roles = useMirror((db) => db.role.orderBy('name').toArray());
  const items: AccessItem[] = (roles ?? []).map((role) => ({
    id: role.id,
    name: role.name,
    description: role.description ?? null,
    permissions: role.permissions,
    editPath: pathOf('edit-role', { id: String(role.id) }),
    deletable: !isBuiltInRole(role.name),
    builtIn: isBuiltInRole(role.name),
  }));
  const onDelete = async (item: AccessItem) => {
    const confirmed = await askConfirmation({
      title: t('system.roles.confirmDelete', { name: item.name }),
      confirmLabel: t('system.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await sendOnline(`/api/roles/${item.id}`, { method: 'DELETE' })) notify.success(t('system.deleted'));
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('routes.rolesPermissions')}</h1>
        <Link
          to={pathOf('new-role')}
          className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
        >
          {t('system.roles.new')}
        </Link>
      </div>
      <SystemNav tabs />
      {roles && <AccessList items={items} onDelete={(item) => void onDelete(item)} testId="role-list" />}
    </div>
  );
}
