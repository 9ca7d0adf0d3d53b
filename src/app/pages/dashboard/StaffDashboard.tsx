import { Permission } from '../../../contract/permissions';
import type { AuthUser } from '../../../contract/authUser';
// The staff dashboard composes features (spec §2), so it is part of the page, not a feature.
import { LastReportsCard } from '../../features/reports/LastReportsCard';
import { LastDemandsCard } from '../../features/reportDemands/LastDemandsCard';
import { RecentRegistrationsCard } from '../../features/registrations/RecentRegistrationsCard';
import { StatisticsCard } from '../../features/statistics/StatisticsCard';
import { StaffOrdersCard } from '../../features/orders/StaffOrdersCard';
import { ReportSlotsProvider } from '../ReportSlots';

/**
 * The staff variant of the dashboard (spec §2: recent registrations, unread reports, active report
 * demands, the statistics toggle; issue 28: today's new and all open orders; open tickets and
 * messages the page shows for everyone). Its own lazy chunk: the charting library comes with it,
 * never with a doctor's dashboard or the login route. Each card only for those whose permission
 * the server answers its data to.
 */
export default function StaffDashboard({ user }: { user: Pick<AuthUser, 'permissions'> }) {
  const holds = (permission: Permission) => user.permissions.includes(permission);
  return (
    <ReportSlotsProvider>
      <div className="grid gap-6 lg:grid-cols-2">
        {holds(Permission.uploadReports) && <StatisticsCard />}
        {holds(Permission.listDoctors) && <RecentRegistrationsCard />}
        {holds(Permission.listReports) && <LastReportsCard />}
        {holds(Permission.listReportDemands) && <LastDemandsCard />}
        {holds(Permission.listOrders) && <StaffOrdersCard />}
      </div>
    </ReportSlotsProvider>
  );
}
