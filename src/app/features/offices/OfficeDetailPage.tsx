import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { doctorDisplayName } from '../../../contract/doctors';
import { mayEditOffices } from '../../../contract/officeRules';
import { SyncEntity } from '../../../contract/sync';
import type { OfficeRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { hasPendingActions } from '../../offline/pendingActions';
import { useMirror } from '../../offline/useMirror';
import { usePendingActions } from '../../offline/usePendingActions';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { officeAddress } from './OfficeList';
import { officeSettingFacts } from './officeSettings';
import { useMirroredOffice } from './useMirroredOffice';
import { useOfficeSettingLabels } from './useOfficeSettingLookups';
import './officeTexts';

/**
 * One office (spec §2 offices/{id}; {id} is the id or the uuid) with its BSNR, its settings (spec
 * §3 lookups) and its doctors, read from the mirror; a doctor links to their page.
 */
export default function OfficeDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const office = useMirroredOffice(id);
  if (office === undefined) return null;
  if (office === null) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-stone-700">{t('offices.detail.notFound')}</p>
        <Link to={pathOf('list-offices')} className="text-sm font-medium text-primary-700 hover:underline">
          {t('offices.detail.back')}
        </Link>
      </div>
    );
  }
  return <OfficeFacts office={office} />;
}

function OfficeFacts({ office }: { office: OfficeRow }) {
  const { t, i18n } = useTranslation();
  const settings = officeSettingFacts(office, useOfficeSettingLabels(), i18n.resolvedLanguage);
  const viewer = useSignedInUser();
  const pending = usePendingActions(SyncEntity.office);
  const doctors = useMirror(
    (db) => db.doctor.bulkGet(office.doctor_ids.map(String)),
    [office.doctor_ids.join()],
  );
  const facts: [string, string | null][] = [
    [t('offices.list.bsnr'), office.bsnr],
    [t('offices.list.address'), officeAddress(office)],
    [t('offices.detail.country'), office.country],
    [t('offices.list.phone'), office.phone],
    [t('offices.list.email'), office.email],
    [t('offices.detail.lisId'), office.lis_id],
    [t('offices.list.status'), t(office.active ? 'offices.list.active' : 'offices.list.inactive')],
    ...settings.map((fact): [string, string | null] => [t(fact.label), fact.value]),
  ];
  const known = (doctors ?? []).filter((doctor) => doctor !== undefined);
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Link
        to={pathOf(office.active ? 'list-offices' : 'list-offices-inactive')}
        className="text-sm font-medium text-primary-700 hover:underline"
      >
        {t('offices.detail.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-words">{office.name}</h1>
        {hasPendingActions(pending, office.id) && <PendingMark />}
        {mayEditOffices(viewer) && (
          <Link
            to={pathOf('edit-office', { id: office.id })}
            className="text-sm font-medium text-primary-700 hover:underline"
          >
            {t('offices.form.edit')}
          </Link>
        )}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t('offices.list.doctors')}</h2>
        {known.length === 0 ? (
          <p className="text-sm text-stone-600">{t('offices.detail.noDoctors')}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="office-doctors">
            {known.map((doctor) => (
              <li key={doctor.id}>
                <Link
                  to={pathOf('show-doctor', { id: doctor.id })}
                  className="text-sm font-medium text-primary-700 hover:underline"
                >
                  {doctorDisplayName(doctor)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
