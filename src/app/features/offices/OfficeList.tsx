import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfficeRow } from '../../../db/rows';
import { ListPagination } from '../../components/ListPagination';
import { SelectField } from '../../components/SelectField';
import { useWideScreen } from '../../components/useWideScreen';
import { useMirror } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import {
  OFFICE_SORT_KEYS,
  officeListView,
  readOfficeListParams,
  writeOfficeListParams,
  type OfficeSortKey,
} from './officeListView';
import './officeTexts';

/**
 * The offices (spec §2 'offices: list, inactive'), from the mirror (entity `office`, every office
 * for holders of 'list offices'): a table from 1280 px, one card per office below.
 */
export function OfficeList({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [params, setParams] = useSearchParams();
  const options = readOfficeListParams(params);
  const rows = useMirror((db) => db.office.toArray());
  const view = rows ? officeListView(rows, active, options) : undefined;
  const change = (next: Parameters<typeof writeOfficeListParams>[1]) =>
    setParams(writeOfficeListParams(params, next), { replace: true });
  const tab =
    'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <h1 className="text-2xl font-semibold">{t(active ? 'routes.offices' : 'routes.officesInactive')}</h1>
      <nav className="flex flex-wrap gap-2" aria-label={t('routes.offices')}>
        <NavLink end to={pathOf('list-offices')} className={tab}>
          {t('offices.list.active')}
        </NavLink>
        <NavLink end to={pathOf('list-offices-inactive')} className={tab}>
          {t('offices.list.inactive')}
        </NavLink>
      </nav>
      {view && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm text-stone-600" data-testid="office-count">
              {t('offices.list.count', { count: view.total })}
            </p>
            <div className="flex flex-wrap items-end gap-2">
              <div className="w-44">
                <SelectField
                  label={t('offices.list.sortBy')}
                  value={options.sortBy}
                  onChange={(event) => change({ sortBy: event.target.value as OfficeSortKey })}
                  options={OFFICE_SORT_KEYS.map((key) => ({ value: key, label: t(`offices.list.${key}`) }))}
                />
              </div>
              <div className="w-36">
                <SelectField
                  label={t('offices.list.direction')}
                  value={options.sortDesc ? 'desc' : 'asc'}
                  onChange={(event) => change({ sortDesc: event.target.value === 'desc' })}
                  options={[
                    { value: 'asc', label: t('offices.list.ascending') },
                    { value: 'desc', label: t('offices.list.descending') },
                  ]}
                />
              </div>
            </div>
          </div>
          {view.total === 0 && <p className="text-stone-600">{t('offices.list.empty')}</p>}
          {view.total > 0 &&
            (wide ? <OfficeTable offices={view.rows} /> : <OfficeCards offices={view.rows} />)}
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

export const officeAddress = (office: Pick<OfficeRow, 'strasse' | 'plz' | 'ort'>) =>
  [office.strasse, [office.plz, office.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function OfficeTable({ offices }: { offices: OfficeRow[] }) {
  const { t } = useTranslation();
  const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-sm" data-testid="office-table">
        <thead className="border-b border-stone-200">
          <tr>
            <th className={head}>{t('offices.list.name')}</th>
            <th className={head}>{t('offices.list.bsnr')}</th>
            <th className={head}>{t('offices.list.address')}</th>
            <th className={head}>{t('offices.list.phone')}</th>
            <th className={head}>{t('offices.list.email')}</th>
            <th className={head}>{t('offices.list.doctors')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {offices.map((office) => (
            <tr key={office.id} data-testid="office-row">
              <td className="px-3 py-2 font-medium">
                <Link to={pathOf('show-office', { id: office.id })} className="hover:underline">
                  {office.name}
                </Link>
              </td>
              <td className="px-3 py-2">{office.bsnr}</td>
              <td className="px-3 py-2">{officeAddress(office)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{office.phone}</td>
              <td className="px-3 py-2 break-all">{office.email}</td>
              <td className="px-3 py-2 text-right">{office.doctor_ids.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OfficeCards({ offices }: { offices: OfficeRow[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {offices.map((office) => (
        <li
          key={office.id}
          data-testid="office-row"
          className="flex min-w-0 flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
        >
          <Link
            to={pathOf('show-office', { id: office.id })}
            className="font-medium break-words hover:underline"
          >
            {office.name}
          </Link>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">{t('offices.list.bsnr')}</dt>
            <dd>{office.bsnr}</dd>
            <dt className="text-stone-600">{t('offices.list.address')}</dt>
            <dd className="break-words">{officeAddress(office)}</dd>
            <dt className="text-stone-600">{t('offices.list.phone')}</dt>
            <dd>{office.phone}</dd>
            <dt className="text-stone-600">{t('offices.list.email')}</dt>
            <dd className="break-all">{office.email}</dd>
            <dt className="text-stone-600">{t('offices.list.doctors')}</dt>
            <dd>{office.doctor_ids.length}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
