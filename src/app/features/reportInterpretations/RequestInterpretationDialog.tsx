import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../db/rows';
import { FormDialog } from '../../components/FormDialog';
import { RequestInterpretationForm } from './RequestInterpretationForm';

/** The request's dialog. */
export function RequestInterpretationDialog({
  report,
  open,
  onClose,
}: {
  report: ReportRow;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="request-interpretation-dialog"
      title={t('reportInterpretations.request.title', { befundId: report.befund_id })}
      intro={t('reportInterpretations.request.intro')}
    >
      <RequestInterpretationForm report={report} onDone={onClose} />
    </FormDialog>
  );
}
