import { DemandListPage } from '../../features/reportDemands/DemandListPage';
import { ReportSlotsProvider } from '../ReportSlots';

/** Spec §2 reports/demands/archived (route list-report-demands-archived): the archive, read-only. */
export default function ArchivedReportDemandsPage() {
  return (
    <ReportSlotsProvider>
      <DemandListPage archived />
    </ReportSlotsProvider>
  );
}
