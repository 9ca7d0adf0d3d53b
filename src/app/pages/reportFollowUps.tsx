import type { ReportRow } from '../../db/rows';
// What a doctor can start from a report belongs to the features that own it; each button hides
// itself from whoever may not use it (staff cannot ask or request on a doctor's behalf here).
import { AskQuestionButton } from '../features/reportDemands/AskQuestionButton';
import { RequestInterpretationButton } from '../features/reportInterpretations/RequestInterpretationButton';

/** The report viewer's follow-ups: 'Rückfrage stellen' and 'Befundinterpretation anfragen'. */
export function reportFollowUps(report: ReportRow) {
  return (
    <>
      <AskQuestionButton report={report} />
      <RequestInterpretationButton report={report} />
    </>
  );
}
