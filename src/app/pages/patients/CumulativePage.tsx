import CumulativeFindings from '../../features/results/CumulativePage';
import { ReportSlotsProvider } from '../ReportSlots';

/** Issue 27: the results feature's cumulative findings; a value's report opens in the reports feature's viewer. */
export default function CumulativePage() {
  return (
    <ReportSlotsProvider>
      <CumulativeFindings />
    </ReportSlotsProvider>
  );
}
