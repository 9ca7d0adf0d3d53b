import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrinterIcon } from '@heroicons/react/24/outline';
import type { ReportPatient } from '../../../contract/reports';
import { PrimaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { CumulativeReport } from './cumulativeTable';

/**
 * The print of the cumulative findings for a chosen period (issue 27): from and to (both optional,
 * both days included), made on the device as a PDF.
 */
export function PrintPeriodForm({
  reports,
  patient,
}: {
  reports: readonly CumulativeReport[];
  patient: ReportPatient;
}) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const wrong = from !== '' && to !== '' && from > to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wrong) return;
    setBusy(true);
    setFailed(false);
    void import('./print/printCumulative')
      .then(({ printCumulative }) =>
        printCumulative(reports, patient, { from: from || null, to: to || null }, t, i18n.resolvedLanguage),
      )
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" data-testid="cumulative-print">
      <div className="w-40">
        <TextField
          type="date"
          label={t('results.print.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="w-40">
        <TextField
          type="date"
          label={t('results.print.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={wrong ? 'results.print.wrongPeriod' : undefined}
        />
      </div>
      <PrimaryButton type="submit" disabled={busy || wrong}>
        <PrinterIcon className="size-5" aria-hidden="true" />
        {t('results.print.submit')}
      </PrimaryButton>
      {failed && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('results.print.failed')}
        </p>
      )}
    </form>
  );
}
