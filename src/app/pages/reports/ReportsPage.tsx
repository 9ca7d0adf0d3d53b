import ReportsOverview from '../../features/reports/ReportsPage';
import { ReportSlotsProvider } from '../ReportSlots';

/** Spec §2 'Reports overview': the reports feature's list, with the follow-ups of demands and interpretations. */
export default function ReportsPage() {
  return (
    <ReportSlotsProvider>
      <ReportsOverview />
    </ReportSlotsProvider>
  );
}
