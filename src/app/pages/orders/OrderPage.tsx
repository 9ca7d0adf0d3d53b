import OrderDetailPage from '../../features/orders/OrderDetailPage';
import { ReportSlotsProvider } from '../ReportSlots';

/** Issue 28: the orders feature's order page; its linked report opens in the reports feature's viewer. */
export default function OrderPage() {
  return (
    <ReportSlotsProvider>
      <OrderDetailPage />
    </ReportSlotsProvider>
  );
}
