import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import type { ReportRow } from '../../../db/rows';
import { SecondaryButton } from '../../components/Button';
import { mayRequestInterpretation } from './interpretationStatus';
import { RequestInterpretationDialog } from './RequestInterpretationDialog';
import './interpretationTexts';
import { useOptionalSignedInUser } from '../../session/useSignedInUser';

/** 'Befundinterpretation anfragen' on a report: for the report's own doctor (spec §2, §4). */
export function RequestInterpretationButton({ report }: { report: ReportRow }) {
  const { t } = useTranslation();
  const user = useOptionalSignedInUser();
  const [open, setOpen] = useState(false);
  if (!user || !mayRequestInterpretation(report, user)) return null;
  return (
    <>
      <SecondaryButton onClick={() => setOpen(true)}>
        <CalendarDaysIcon className="size-5" aria-hidden="true" />
        {t('reportInterpretations.request.button')}
      </SecondaryButton>
      <RequestInterpretationDialog report={report} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
