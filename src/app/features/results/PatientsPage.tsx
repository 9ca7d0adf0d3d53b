import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SyncEntity } from '../../../contract/sync';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../i18n/formatDate';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';
import { pathOf } from '../../router/routePaths';
import { knownPatients, searchPatients } from './patientSearch';
import './resultsTexts';

/**
 * The patients of the reports on this device (issue 27), searched on the device by name, birth
 * date ('03.05.1980') or the lab's patient number; each opens the cumulative findings. A doctor's
 * device holds all her reports, so she finds all her patients offline; staff find those of the
 * reports their device holds. The search is the route's `?q=`.
 */
export default function PatientsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  // The search needs the patients, not the values: the sealed `results` stay shut (all of a doctor's
  // reports are read here, and their values are the largest sealed field).
  const reports = useUnsealed(
    SyncEntity.report,
    useMirror(async (db) => (await db.report.toArray()).map(({ results: _values, ...report }) => report)),
  );
  const patients = useMemo(() => (reports ? knownPatients(reports) : undefined), [reports]);
  const hits = useMemo(() => (patients ? searchPatients(patients, search) : undefined), [patients, search]);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('results.patients.title')}</h1>
      <p className="text-sm text-stone-700">{t('results.patients.intro')}</p>
      <div className="w-full sm:w-96">
        <TextField
          type="search"
          label={t('results.patients.search')}
          placeholder={t('results.patients.searchPlaceholder')}
          value={search}
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
        />
      </div>
      {!hits || !patients ? (
        <Spinner label={t('results.patients.loading')} />
      ) : hits.length === 0 ? (
        <p className="text-stone-700" data-testid="patients-empty">
          {patients.length === 0 ? t('results.patients.none') : t('results.patients.noHits', { search })}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600" data-testid="patients-count">
            {t('results.patients.count', { count: hits.length })}
          </p>
          <ul className="flex flex-col gap-2" data-testid="patients-list">
            {hits.map((patient) => (
              <li key={patient.patientId} data-testid="patient-hit">
                <Link
                  to={pathOf('patient-cumulative', { patientId: patient.patientId })}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200 hover:bg-primary-50"
                >
                  <span className="font-medium break-words text-primary-800">
                    {`${patient.nachname}, ${patient.vorname}`}
                    {patient.geburtsdatum && (
                      <span className="font-normal text-stone-700">
                        {`, ${t('results.birthDate', { date: formatDate(patient.geburtsdatum, language) })}`}
                      </span>
                    )}
                  </span>
                  <span className="text-sm text-stone-600">
                    {t('results.patients.reports', { count: patient.reports })} ·{' '}
                    {t('results.patients.latest', { date: formatDate(patient.latest, language) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
