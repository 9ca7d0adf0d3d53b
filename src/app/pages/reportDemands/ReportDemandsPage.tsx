import { DemandListPage } from '../../features/reportDemands/DemandListPage';
import { ReportSlotsProvider } from '../ReportSlots';

/** Spec §2 reports/demands (route list-report-demands, alias befundnachfragen-list): the active demands. */
export default function ReportDemandsPage() {
  return (
    <ReportSlotsProvider>
      <DemandListPage archived={false} />
    </ReportSlotsProvider>
  );
}
