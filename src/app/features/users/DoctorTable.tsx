import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from '@heroicons/react/20/solid';
import type { DoctorSortKey } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { CardFacts, LIST_HEAD_CELL, ListCard, ListCards, ListTable } from '../../components/ResponsiveList';
import { hasPendingActions, type PendingActions } from '../../offline/pendingActions';
import { pathOf } from '../../router/routePaths';
import { useDoctorFields } from './DoctorFields';
import { DoctorRowActions } from './DoctorRowActions';
import type { DoctorListOptions } from './doctorListView';

interface ListProps {
  doctors: DoctorRow[];
  online: ReadonlySet<string> | null;
  pending: PendingActions;
}

type Sort = Pick<DoctorListOptions, 'sortBy' | 'sortDesc'>;

/** The doctors as a table (from 1280 px): spec §2's columns, sortable where the server sorts. */
export function DoctorTable({
  doctors,
  online,
  pending,
  sort,
  onSort,
}: ListProps & { sort: Sort; onSort: (next: Sort) => void }) {
  const { t } = useTranslation();
  const fields = useDoctorFields(online);
  const head = (key: string) => <th className={LIST_HEAD_CELL}>{t(key)}</th>;
  const sortable = (column: DoctorSortKey) => (
    <SortHeader column={column} label={t(`users.list.${column}`)} sort={sort} onSort={onSort} />
  );
  return (
    <ListTable
      testId="doctor-table"
      head={
        <>
          {head('users.list.online')}
          {head('users.list.title')}
          {sortable('name')}
          {sortable('address')}
          {sortable('country')}
          {sortable('phone')}
          {sortable('email')}
          {sortable('invited')}
          {sortable('status')}
          {sortable('results')}
          {head('users.list.actions')}
        </>
      }
    >
      {doctors.map((doctor) => (
        <tr key={doctor.id} data-testid="doctor-row">
          <td className="px-2 py-2">{fields.online(doctor)}</td>
          <td className="px-2 py-2">{doctor.titel}</td>
          <td className="px-2 py-2 font-medium">
            <Link to={pathOf('show-doctor', { id: doctor.id })} className="hover:underline">
              {fields.name(doctor)}
            </Link>
            {hasPendingActions(pending, doctor.id) && <PendingMark />}
          </td>
          <td className="px-2 py-2">{fields.address(doctor)}</td>
          <td className="px-2 py-2">{doctor.country}</td>
          <td className="px-2 py-2 whitespace-nowrap">{doctor.phone}</td>
          <td className="px-2 py-2 break-all">{doctor.email}</td>
          <td className="px-2 py-2">{fields.invited(doctor)}</td>
          <td className="px-2 py-2">{fields.status(doctor)}</td>
          <td className="px-2 py-2 text-right">{doctor.results}</td>
          <td className="px-2 py-2">
            <DoctorRowActions doctor={doctor} showLink={false} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** The doctors as cards (below 1280 px): the same fields, labelled. */
export function DoctorCards({ doctors, online, pending }: ListProps) {
  const { t } = useTranslation();
  const fields = useDoctorFields(online);
  return (
    <ListCards>
      {doctors.map((doctor) => (
        <ListCard key={doctor.id} testId="doctor-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={pathOf('show-doctor', { id: doctor.id })}
              className="font-medium break-words hover:underline"
            >
              {[doctor.titel, fields.name(doctor)].filter(Boolean).join(' ')}
            </Link>
            {fields.online(doctor)}
          </div>
          {hasPendingActions(pending, doctor.id) && <PendingMark />}
          <CardFacts>
            <dt className="text-stone-600">{t('users.list.address')}</dt>
            <dd className="break-words">{fields.address(doctor)}</dd>
            <dt className="text-stone-600">{t('users.list.country')}</dt>
            <dd>{doctor.country}</dd>
            <dt className="text-stone-600">{t('users.list.phone')}</dt>
            <dd>{doctor.phone}</dd>
            <dt className="text-stone-600">{t('users.list.email')}</dt>
            <dd className="break-all">{doctor.email}</dd>
            <dt className="text-stone-600">{t('users.list.invited')}</dt>
            <dd>{fields.invited(doctor)}</dd>
            <dt className="text-stone-600">{t('users.list.status')}</dt>
            <dd>{fields.status(doctor)}</dd>
            <dt className="text-stone-600">{t('users.list.results')}</dt>
            <dd>{doctor.results}</dd>
          </CardFacts>
          <DoctorRowActions doctor={doctor} />
        </ListCard>
      ))}
    </ListCards>
  );
}

/** A column header that sorts by its column; clicking it again turns the order round. */
function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: DoctorSortKey;
  label: string;
  sort: Sort;
  onSort: (next: Sort) => void;
}) {
  const active = sort.sortBy === column;
  const Icon = !active ? ChevronUpDownIcon : sort.sortDesc ? ChevronDownIcon : ChevronUpIcon;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.sortDesc ? 'descending' : 'ascending') : 'none'}
      className={LIST_HEAD_CELL}
    >
      <button
        type="button"
        onClick={() => onSort({ sortBy: column, sortDesc: active ? !sort.sortDesc : false })}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-primary-800"
      >
        {label}
        <Icon className={`size-4 ${active ? 'text-primary-700' : 'text-stone-400'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
