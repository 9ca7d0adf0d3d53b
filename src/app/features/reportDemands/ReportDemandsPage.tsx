import { DemandListPage } from './DemandListPage';

/** Spec §2 reports/demands (route list-report-demands, alias befundnachfragen-list): the active demands. */
export default function ReportDemandsPage() {
  return <DemandListPage archived={false} />;
}
