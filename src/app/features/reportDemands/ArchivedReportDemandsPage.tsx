import { DemandListPage } from './DemandListPage';

/** Spec §2 reports/demands/archived (route list-report-demands-archived): the archive, read-only. */
export default function ArchivedReportDemandsPage() {
  return <DemandListPage archived />;
}
