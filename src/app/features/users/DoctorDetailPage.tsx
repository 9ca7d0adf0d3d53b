import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../../contract/constants';
import { doctorButtons } from '../../../contract/doctorRules';
import { doctorDisplayName } from '../../../contract/doctors';
import { SyncEntity } from '../../../contract/sync';
import type { DoctorRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { formatDate } from '../../i18n/formatDate';
import { hasPendingActions } from '../../offline/pendingActions';
import { useMirror } from '../../offline/useMirror';
import { usePendingActions } from '../../offline/usePendingActions';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { DoctorForm } from './DoctorForm';
import { DoctorReportList } from './DoctorReportList';
import { DoctorRowActions } from './DoctorRowActions';
import { useDoctorFields } from './DoctorFields';
import { useOnlineDoctors } from './useOnlineDoctors';
import './userTexts';

const TABS = ['details', 'edit', 'reports'] as const;
type Tab = (typeof TABS)[number];

/**
 * One doctor (spec §2 users/{id}, route show-doctor; {id} is the id or the uuid): details, edit
 * (administrators) and reports, as tabs in the query so a link can open one. Read from the mirror.
 */
export default function DoctorDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const doctor = useMirror(
    async (db) => (await db.doctor.get(id)) ?? (await db.doctor.where('uuid').equals(id).first()) ?? null,
    [id],
  );
  if (doctor === undefined) return null;
  if (doctor === null) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-stone-700">{t('users.detail.notFound')}</p>
        <Link to={pathOf('list-users')} className="text-sm font-medium text-primary-700 hover:underline">
          {t('users.detail.back')}
        </Link>
      </div>
    );
  }
  return <DoctorPage doctor={doctor} />;
}

function DoctorPage({ doctor }: { doctor: DoctorRow }) {
  const { t } = useTranslation();
  const viewer = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const pending = usePendingActions(SyncEntity.doctor);
  const buttons = doctorButtons(viewer, doctor);
  const tabs = TABS.filter((tab) => tab !== 'edit' || buttons.edit);
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'details';
  const open = (next: Tab) => setParams(next === 'details' ? {} : { tab: next }, { replace: true });
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Link
        to={pathOf(doctor.status === 'active' ? 'list-users' : 'list-users-inactive')}
        className="text-sm font-medium text-primary-700 hover:underline"
      >
        {t('users.detail.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-words">{doctorDisplayName(doctor)}</h1>
        {hasPendingActions(pending, doctor.id) && <PendingMark />}
      </div>
      <DoctorRowActions doctor={doctor} showLink={false} />
      <div role="tablist" className="flex flex-wrap gap-2 border-b border-stone-200">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => open(name)}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 aria-selected:border-primary-700 aria-selected:text-primary-800"
          >
            {t(`users.detail.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'details' && <DoctorDetails doctor={doctor} />}
        {tab === 'edit' && <DoctorForm key={doctor.id} doctor={doctor} onDone={() => open('details')} />}
        {tab === 'reports' && <ReportsTab doctorId={doctor.id} />}
      </div>
    </div>
  );
}

function ReportsTab({ doctorId }: { doctorId: string }) {
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  return (
    <DoctorReportList
      doctorId={doctorId}
      page={paging.page}
      perPage={paging.perPage}
      onPage={(page) => setPaging({ ...paging, page })}
      onPerPage={(perPage) => setPaging({ page: 1, perPage })}
    />
  );
}

function DoctorDetails({ doctor }: { doctor: DoctorRow }) {
  const { t, i18n } = useTranslation();
  const online = useOnlineDoctors();
  const fields = useDoctorFields(online);
  const offices = useMirror(
    (db) => db.office.bulkGet(doctor.office_ids.map(String)),
    [doctor.office_ids.join()],
  );
  const facts: [string, ReactNode][] = [
    [t('users.list.online'), fields.online(doctor)],
    [t('users.detail.salutation'), t(`users.form.salutations.${doctor.anrede}`)],
    [t('users.list.title'), doctor.titel],
    [t('users.list.name'), fields.name(doctor)],
    [t('users.list.address'), fields.address(doctor)],
    [t('users.list.country'), doctor.country],
    [t('users.list.phone'), doctor.phone],
    [t('users.detail.mobile'), doctor.mobile],
    [t('users.list.email'), doctor.email],
    [t('users.detail.lisId'), doctor.lis_id],
    [t('users.detail.language'), t(`users.form.languages.${doctor.language}`)],
    [t('users.list.invited'), fields.invited(doctor)],
    [t('users.list.status'), fields.status(doctor)],
    [t('users.list.results'), doctor.results],
    [t('users.detail.createdAt'), formatDate(doctor.created_at, i18n.resolvedLanguage)],
  ];
  const known = (offices ?? []).filter((office) => office !== undefined);
  return (
    <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <dl
        className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm"
        data-testid="doctor-details"
      >
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <dt className="text-stone-600">{t('users.detail.offices')}</dt>
        <dd>
          {known.length === 0
            ? t('users.detail.noOffices')
            : known.map((office) => (
                <Link
                  key={office.id}
                  to={pathOf('show-office', { id: office.id })}
                  className="mr-3 text-primary-700 hover:underline"
                >
                  {office.name}
                </Link>
              ))}
        </dd>
      </dl>
    </div>
  );
}
