import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@heroicons/react/24/outline';
import { mayCreateOffices, mayEditOffices } from '../../../contract/officeRules';
import { SyncEntity } from '../../../contract/sync';
import type { OfficeRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import {
  CardFacts,
  LIST_HEAD_CELL,
  ListCard,
  ListCards,
  ListTable,
  ResponsiveList,
} from '../../components/ResponsiveList';
import { hasPendingActions, type PendingActions } from '../../offline/pendingActions';
import { useMirror } from '../../offline/useMirror';
import { usePendingActions } from '../../offline/usePendingActions';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
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
  const viewer = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const options = readOfficeListParams(params);
  const rows = useMirror((db) => db.office.toArray());
  const pending = usePendingActions(SyncEntity.office);
  const view = rows ? officeListView(rows, active, options) : undefined;
  const change = (next: Parameters<typeof writeOfficeListParams>[1]) =>
    setParams(writeOfficeListParams(params, next), { replace: true });
  const editable = mayEditOffices(viewer);
  return (
    <ResponsiveList
      title={t(active ? 'routes.offices' : 'routes.officesInactive')}
      actions={
        mayCreateOffices(viewer) && (
          <Link
            to={pathOf('new-office')}
            className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
          >
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('offices.form.new')}
          </Link>
        )
      }
      tabsLabel={t('routes.offices')}
      tabs={[
        { to: pathOf('list-offices'), label: t('offices.list.active') },
        { to: pathOf('list-offices-inactive'), label: t('offices.list.inactive') },
      ]}
      page={view && { ...view, perPage: options.perPage }}
      count={t('offices.list.count', { count: view?.total ?? 0 })}
      countTestId="office-count"
      empty={t('offices.list.empty')}
      sort={{
        value: options.sortBy,
        desc: options.sortDesc,
        options: OFFICE_SORT_KEYS.map((key) => ({ value: key, label: t(`offices.list.${key}`) })),
        onChange: (next) =>
          change({
            ...(next.sortBy === undefined ? {} : { sortBy: next.sortBy as OfficeSortKey }),
            ...(next.sortDesc === undefined ? {} : { sortDesc: next.sortDesc }),
          }),
      }}
      table={() => <OfficeTable offices={view?.rows ?? []} pending={pending} editable={editable} />}
      cards={() => <OfficeCards offices={view?.rows ?? []} pending={pending} editable={editable} />}
      onPage={(page) => change({ page })}
      onPerPage={(perPage) => change({ perPage })}
    />
  );
}

export const officeAddress = (office: Pick<OfficeRow, 'strasse' | 'plz' | 'ort'>) =>
  [office.strasse, [office.plz, office.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');

interface ListProps {
  offices: OfficeRow[];
  pending: PendingActions;
  editable: boolean;
}

function OfficeName({ office, pending }: { office: OfficeRow; pending: PendingActions }) {
  return (
    <>
      <Link to={pathOf('show-office', { id: office.id })} className="font-medium break-words hover:underline">
        {office.name}
      </Link>
      {hasPendingActions(pending, office.id) && <PendingMark />}
    </>
  );
}

function EditLink({ office }: { office: OfficeRow }) {
  const { t } = useTranslation();
  return (
    <Link
      to={pathOf('edit-office', { id: office.id })}
      className="text-sm font-medium text-primary-700 hover:underline"
    >
      {t('offices.form.edit')}
    </Link>
  );
}

function OfficeTable({ offices, pending, editable }: ListProps) {
  const { t } = useTranslation();
  const head = (key: string) => <th className={LIST_HEAD_CELL}>{t(key)}</th>;
  return (
    <ListTable
      testId="office-table"
      head={
        <>
          {head('offices.list.name')}
          {head('offices.list.bsnr')}
          {head('offices.list.address')}
          {head('offices.list.phone')}
          {head('offices.list.email')}
          {head('offices.list.doctors')}
          {editable && <th className={LIST_HEAD_CELL}>{t('offices.list.actions')}</th>}
        </>
      }
    >
      {offices.map((office) => (
        <tr key={office.id} data-testid="office-row">
          <td className="px-3 py-2">
            <OfficeName office={office} pending={pending} />
          </td>
          <td className="px-3 py-2">{office.bsnr}</td>
          <td className="px-3 py-2">{officeAddress(office)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{office.phone}</td>
          <td className="px-3 py-2 break-all">{office.email}</td>
          <td className="px-3 py-2 text-right">{office.doctor_ids.length}</td>
          {editable && (
            <td className="px-3 py-2">
              <EditLink office={office} />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}

function OfficeCards({ offices, pending, editable }: ListProps) {
  const { t } = useTranslation();
  return (
    <ListCards>
      {offices.map((office) => (
        <ListCard key={office.id} testId="office-row">
          <OfficeName office={office} pending={pending} />
          <CardFacts>
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
          </CardFacts>
          {editable && <EditLink office={office} />}
        </ListCard>
      ))}
    </ListCards>
  );
}
