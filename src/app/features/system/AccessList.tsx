import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../components/Button';
import { useWideScreen } from '../../components/useWideScreen';
import { useBrowserOnline } from '../../offline/useMirror';
import { permissionLabel } from './permissionLabel';

export interface AccessItem {
  id: string;
  name: string;
  /** What the interface calls it (a permission's label, issue 26); the name otherwise. */
  label?: string;
  description?: string | null;
  /** The role's permissions; absent for a permission. */
  permissions?: readonly string[];
  editPath: string;
  /** False for what the portal relies on (Admin, Arzt, the gates of spec §6). */
  deletable: boolean;
  builtIn: boolean;
}

/**
 * The roles tab and the permissions tab share one list: a table from 1280 px, cards below (issue
 * 11). Delete only where the server allows it (src/contract/accessControl.ts), and only online.
 */
export function AccessList({
  items,
  onDelete,
  testId,
}: {
  items: readonly AccessItem[];
  onDelete: (item: AccessItem) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const online = useBrowserOnline();
  if (items.length === 0) return <p className="text-stone-600">{t('system.roles.empty')}</p>;
  const actions = (item: AccessItem) => (
    <div className="flex flex-wrap gap-2">
      <Link
        to={item.editPath}
        className="rounded-md px-3 py-1.5 text-sm font-semibold text-primary-800 ring-1 ring-stone-300 hover:bg-stone-50"
      >
        {t('system.edit')}
      </Link>
      {item.deletable && (
        <SecondaryButton onClick={() => onDelete(item)} disabled={!online} className="px-3 py-1.5">
          {t('system.delete')}
        </SecondaryButton>
      )}
    </div>
  );
  const name = (item: AccessItem) => (
    <span className="font-medium break-words">
      {item.label ?? item.name}
      {item.builtIn && <span className="ml-2 text-xs text-stone-500">({t('system.roles.builtIn')})</span>}
      {item.label && item.label !== item.name && (
        <span className="block text-xs font-normal text-stone-500">{item.name}</span>
      )}
    </span>
  );
  const permissions = (item: AccessItem) => (item.permissions ?? []).map(permissionLabel).join(', ');
  if (wide) {
    const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
    return (
      <table className="w-full rounded-lg bg-white shadow-sm ring-1 ring-stone-200" data-testid={testId}>
        <thead className="border-b border-stone-200">
          <tr>
            <th className={head}>{t('system.roles.name')}</th>
            <th className={head}>{t('system.roles.description')}</th>
            {items.some((item) => item.permissions) && (
              <th className={head}>{t('system.roles.permissions')}</th>
            )}
            <th className={head}>{t('system.roles.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 text-sm">
          {items.map((item) => (
            <tr key={item.id} data-testid={`${testId}-row`}>
              <td className="px-3 py-2">{name(item)}</td>
              <td className="px-3 py-2 break-words">{item.description}</td>
              {item.permissions && <td className="px-3 py-2 break-words">{permissions(item)}</td>}
              <td className="px-3 py-2">{actions(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul className="flex flex-col gap-3" data-testid={testId}>
      {items.map((item) => (
        <li
          key={item.id}
          data-testid={`${testId}-row`}
          className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
        >
          {name(item)}
          {item.description && <p className="text-sm break-words text-stone-700">{item.description}</p>}
          {item.permissions && <p className="text-sm break-words text-stone-600">{permissions(item)}</p>}
          {actions(item)}
        </li>
      ))}
    </ul>
  );
}
