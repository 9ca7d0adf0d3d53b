import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isBuiltInPermission } from '../../../contract/accessControl';
import { notify } from '../../notifications/notify';
import { useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { AccessList, type AccessItem } from './AccessList';
import { sendOnline } from '../../api/onlineWrite';
import { SystemNav } from './SystemNav';
import './systemTexts';
import { askConfirmation } from '../../components/confirm/confirmStore';
import { permissionLabel } from './permissionLabel';

/** The permissions tab (spec §2 'roles-permissions'), from the mirror (`permission` entity). */
export default function PermissionListPage() {
  const { t } = useTranslation();
  const permissions = useMirror((db) => db.permission.orderBy('name').toArray());
  const items: AccessItem[] = (permissions ?? []).map((permission) => ({
    id: permission.id,
    name: permission.name,
    label: permissionLabel(permission.name),
    description: permission.description ?? null,
    editPath: pathOf('edit-permission', { id: String(permission.id) }),
    deletable: !isBuiltInPermission(permission.name),
    builtIn: isBuiltInPermission(permission.name),
  }));
  const onDelete = async (item: AccessItem) => {
    const confirmed = await askConfirmation({
      title: t('system.permissions.confirmDelete', { name: item.name }),
      confirmLabel: t('system.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await sendOnline(`/api/permissions/${item.id}`, { method: 'DELETE' })) {
      notify.success(t('system.deleted'));
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('routes.rolesPermissions')}</h1>
        <Link
          to={pathOf('new-permission')}
          className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
        >
          {t('system.permissions.new')}
        </Link>
      </div>
      <SystemNav tabs />
      {permissions && (
        <AccessList items={items} onDelete={(item) => void onDelete(item)} testId="permission-list" />
      )}
    </div>
  );
}
