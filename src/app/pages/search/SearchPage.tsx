import { SearchResultsPage } from '../../features/search/SearchResultsPage';
import { ReportSlotsProvider } from '../ReportSlots';

/** The search results page with the report viewer filled in: a report hit opens where it is. */
export default function SearchPage() {
  return (
    <ReportSlotsProvider>
      <SearchResultsPage />
    </ReportSlotsProvider>
  );
}
