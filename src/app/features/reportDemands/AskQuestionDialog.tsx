import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import type { ReportRow } from '../../../db/rows';
import { FormDialog } from '../../components/FormDialog';
import { AskQuestionForm } from './AskQuestionForm';

/** The question's dialog. */
export function AskQuestionDialog({
  report,
  user,
  open,
  onClose,
}: {
  report: ReportRow;
  user: AuthUser;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="ask-question-dialog"
      title={t('reportDemands.ask.title', { befundId: report.befund_id })}
    >
      <AskQuestionForm report={report} user={user} onDone={onClose} />
    </FormDialog>
  );
}
