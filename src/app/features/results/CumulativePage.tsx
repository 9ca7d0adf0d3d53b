import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '@heroicons/react/24/outline';
import { useReportSlots } from '../../components/reportSlots';
import { Spinner } from '../../components/Spinner';
import { useWideScreen } from '../../components/useWideScreen';
import { formatDate } from '../../i18n/formatDate';
import { pathOf } from '../../router/routePaths';
import { AnalyteStepper } from './AnalyteStepper';
import { CumulativeGrid } from './CumulativeGrid';
import { buildCumulativeTable, tableRows } from './cumulativeTable';
import { PrintPeriodForm } from './PrintPeriodForm';
import { TrendPanel } from './TrendPanel';
import { UnstructuredReports } from './UnstructuredReports';
import { usePatientReports } from './usePatientReports';
import './resultsTexts';

/**
 * The cumulative findings (Kumulativbefund) of one patient (issue 27), from the mirror only, so it
 * opens offline and a new report's values join it live: from 1280 px a table (analytes down, one
 * column per sample, newest first), below one analyte at a time. Chosen analytes of one unit show
 * as a trend; a value opens its report in the viewer (the page's report slots).
 */
export default function CumulativePage() {
  const { t, i18n } = useTranslation();
  const { patientId = '' } = useParams();
  const reports = usePatientReports(patientId);
  const table = useMemo(() => (reports ? buildCumulativeTable(reports) : undefined), [reports]);
  const wide = useWideScreen();
  const [chosen, setChosen] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const { Viewer } = useReportSlots();
  const patient = useMemo(
    () => reports && [...reports].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]?.patient_data,
    [reports],
  );
  const trendRows = useMemo(
    () => (table ? tableRows(table).filter((row) => chosen.includes(row.key)) : []),
    [table, chosen],
  );
  // Stable, so the table's memoized rows do not re-render for it.
  const toggle = useCallback(
    (key: string) =>
      setChosen((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key])),
    [],
  );

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="cumulative-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={pathOf('patients')}
            className="inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {t('results.patients.title')}
          </Link>
          <h1 className="text-2xl font-semibold break-words">{t('results.cumulative.title')}</h1>
          {patient && (
            <p className="text-stone-700 break-words" data-testid="cumulative-patient">
              {`${patient.nachname}, ${patient.vorname}`}
              {patient.geburtsdatum &&
                `, ${t('results.birthDate', { date: formatDate(patient.geburtsdatum, i18n.resolvedLanguage) })}`}
            </p>
          )}
        </div>
        {patient && table && table.columns.length > 0 && reports && (
          <PrintPeriodForm reports={reports} patient={patient} />
        )}
      </div>
      {!table || !reports ? (
        <Spinner label={t('results.cumulative.loading')} />
      ) : reports.length === 0 ? (
        <p className="text-stone-700">{t('results.cumulative.noReports')}</p>
      ) : (
        <>
          {table.columns.length === 0 ? (
            <p className="text-stone-700" data-testid="cumulative-unstructured-only">
              {t('results.cumulative.nothingStructured')}
            </p>
          ) : wide ? (
            <CumulativeGrid table={table} chosen={chosen} onToggle={toggle} onOpen={setOpenId} />
          ) : (
            <AnalyteStepper table={table} chosen={chosen} onToggle={toggle} onOpen={setOpenId} />
          )}
          {trendRows.length > 0 && (
            <TrendPanel table={table} rows={trendRows} onOpen={setOpenId} onClear={() => setChosen([])} />
          )}
          <UnstructuredReports entries={table.unstructured} onOpen={setOpenId} />
        </>
      )}
      {Viewer && <Viewer reportId={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
