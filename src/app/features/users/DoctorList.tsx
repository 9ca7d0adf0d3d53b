import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@heroicons/react/24/outline';
import { mayAdministerDoctors } from '../../../contract/doctorRules';
import { DOCTOR_SORT_KEYS, DoctorStatus, type DoctorSortKey } from '../../../contract/doctors';
import { SyncEntity } from '../../../contract/sync';
import { ResponsiveList } from '../../components/ResponsiveList';
import { useMirror } from '../../offline/useMirror';
import { usePendingActions } from '../../offline/usePendingActions';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { DoctorCards, DoctorTable } from './DoctorTable';
import { doctorListView, readDoctorListParams, writeDoctorListParams } from './doctorListView';
import { InviteAllButton } from './InviteAllButton';
import { useOnlineDoctors } from './useOnlineDoctors';
import './userTexts';

/** The sort keys a person picks (the technical created_at is the dashboard's). */
const PICKABLE = DOCTOR_SORT_KEYS.filter(
  (key): key is Exclude<DoctorSortKey, 'created_at'> => key !== 'created_at',
);

/**
 * The doctors (spec §2 'users: list, inactive'), from the mirror: a table from 1280 px (sorted by
 * its headers), one card per doctor below; sort and page in the query; the online column polled
 * while open.
 */
export function DoctorList({ status }: { status: DoctorStatus }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const options = readDoctorListParams(params);
  const rows = useMirror((db) => db.doctor.toArray());
  const online = useOnlineDoctors();
  const pending = usePendingActions(SyncEntity.doctor);
  const view = rows ? doctorListView(rows, status, options) : undefined;
  const change = (next: Parameters<typeof writeDoctorListParams>[1]) =>
    setParams(writeDoctorListParams(params, next), { replace: true });
  const admin = mayAdministerDoctors(user);

  return (
    <ResponsiveList
      title={t(status === DoctorStatus.active ? 'routes.users' : 'routes.usersInactive')}
      actions={
        admin && (
          <>
            <InviteAllButton />
            <Link
              to={pathOf('new-user')}
              className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
            >
              <PlusIcon className="size-4" aria-hidden="true" />
              {t('users.list.new')}
            </Link>
          </>
        )
      }
      tabsLabel={t('routes.users')}
      tabs={[
        { to: pathOf('list-users'), label: t('users.list.active') },
        { to: pathOf('list-users-inactive'), label: t('users.list.inactive') },
      ]}
      page={view && { ...view, perPage: options.perPage }}
      count={t('users.list.count', { count: view?.total ?? 0 })}
      countTestId="doctor-count"
      empty={t('users.list.empty')}
      sortInTable
      sort={{
        value: options.sortBy,
        desc: options.sortDesc,
        options: PICKABLE.map((key) => ({ value: key, label: t(`users.list.${key}`) })),
        onChange: (next) =>
          change({
            ...(next.sortBy === undefined ? {} : { sortBy: next.sortBy as DoctorSortKey }),
            ...(next.sortDesc === undefined ? {} : { sortDesc: next.sortDesc }),
          }),
      }}
      table={() => (
        <DoctorTable
          doctors={view?.rows ?? []}
          online={online}
          pending={pending}
          sort={options}
          onSort={change}
        />
      )}
      cards={() => <DoctorCards doctors={view?.rows ?? []} online={online} pending={pending} />}
      onPage={(page) => change({ page })}
      onPerPage={(perPage) => change({ perPage })}
    />
  );
}
