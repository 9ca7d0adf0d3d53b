import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@heroicons/react/24/outline';
import { mayAdministerDoctors } from '../../../contract/doctorRules';
import { DOCTOR_SORT_KEYS, DoctorStatus, type DoctorSortKey } from '../../../contract/doctors';
import { SyncEntity } from '../../../contract/sync';
import { ListPagination } from '../../components/ListPagination';
import { SelectField } from '../../components/SelectField';
import { useWideScreen } from '../../components/useWideScreen';
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
const PICKABLE: readonly DoctorSortKey[] = DOCTOR_SORT_KEYS.filter((key) => key !== 'created_at');

/**
 * The doctors (spec §2 'users: list, inactive'), from the mirror: a table from 1280 px, one card
 * per doctor below; sort and page in the query; the online column polled while open.
 */
export function DoctorList({ status }: { status: DoctorStatus }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const wide = useWideScreen();
  const [params, setParams] = useSearchParams();
  const options = readDoctorListParams(params);
  const rows = useMirror((db) => db.doctor.toArray());
  const online = useOnlineDoctors();
  const pending = usePendingActions(SyncEntity.doctor);
  const view = rows ? doctorListView(rows, status, options) : undefined;
  const change = (next: Parameters<typeof writeDoctorListParams>[1]) =>
    setParams(writeDoctorListParams(params, next), { replace: true });
  const admin = mayAdministerDoctors(user);
  const tab =
    'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          {t(status === DoctorStatus.active ? 'routes.users' : 'routes.usersInactive')}
        </h1>
        {admin && (
          <div className="flex flex-wrap gap-2">
            <InviteAllButton />
            <Link
              to={pathOf('new-user')}
              className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
            >
              <PlusIcon className="size-4" aria-hidden="true" />
              {t('users.list.new')}
            </Link>
          </div>
        )}
      </div>
      <nav className="flex flex-wrap gap-2" aria-label={t('routes.users')}>
        <NavLink end to={pathOf('list-users')} className={tab}>
          {t('users.list.active')}
        </NavLink>
        <NavLink end to={pathOf('list-users-inactive')} className={tab}>
          {t('users.list.inactive')}
        </NavLink>
      </nav>
      {view && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm text-stone-600" data-testid="doctor-count">
              {t('users.list.count', { count: view.total })}
            </p>
            {!wide && (
              <div className="flex flex-wrap items-end gap-2">
                <div className="w-44">
                  <SelectField
                    label={t('users.list.sortBy')}
                    value={options.sortBy}
                    onChange={(event) => change({ sortBy: event.target.value as DoctorSortKey })}
                    options={PICKABLE.map((key) => ({ value: key, label: t(`users.list.${key}`) }))}
                  />
                </div>
                <div className="w-36">
                  <SelectField
                    label={t('users.list.direction')}
                    value={options.sortDesc ? 'desc' : 'asc'}
                    onChange={(event) => change({ sortDesc: event.target.value === 'desc' })}
                    options={[
                      { value: 'asc', label: t('users.list.ascending') },
                      { value: 'desc', label: t('users.list.descending') },
                    ]}
                  />
                </div>
              </div>
            )}
          </div>
          {view.total === 0 && <p className="text-stone-600">{t('users.list.empty')}</p>}
          {view.total > 0 &&
            (wide ? (
              <DoctorTable
                doctors={view.rows}
                online={online}
                pending={pending}
                sort={options}
                onSort={change}
              />
            ) : (
              <DoctorCards doctors={view.rows} online={online} pending={pending} />
            ))}
          <ListPagination
            page={view.page}
            lastPage={view.lastPage}
            perPage={options.perPage}
            total={view.total}
            onPage={(page) => change({ page })}
            onPerPage={(perPage) => change({ perPage })}
          />
        </>
      )}
    </div>
  );
}
