import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../contract/permissions';
// The dashboard brings the features' cards together (spec §2), so it is a page, not a feature.
import { LastReportsCard } from '../../features/reports/LastReportsCard';
import { LastDemandsCard } from '../../features/reportDemands/LastDemandsCard';
import { DashboardTicketsCard } from '../../features/tickets/DashboardTicketsCard';
import { CurrentMessagesCard } from '../../features/backendMessages/CurrentMessagesCard';
import { DashboardWorkshopsCard } from '../../features/workshops/DashboardWorkshopsCard';
import { DashboardOrdersCard } from '../../features/orders/DashboardOrdersCard';
import { ReportSlotsProvider } from '../ReportSlots';
import { hasDoctorDashboard } from './dashboardVariant';
import { addressee, dayTime } from './greeting';
import { useShownUser } from '../../session/useSignedInUser';
import { GuideLink } from '../../components/GuideLink';

// Its own chunk: the statistics' charting library loads only for staff (issue 14). No fallback text:
// a text in the main locale files would grow the login route's budget, and the chunk comes from the
// service worker's precache in a moment, offline too.
const StaffDashboard = lazy(() => import('./StaffDashboard'));

export default function DashboardPage() {
  const user = useShownUser();
  const { t, i18n } = useTranslation();
  const doctorVariant = hasDoctorDashboard(user);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-1">
        <h1 className="text-2xl font-semibold">
          {t(`dashboard.greeting.${dayTime(new Date().getHours())}`, {
            name: addressee(user, i18n.language, t),
          })}
        </h1>
        <GuideLink to="guide-dashboard" />
      </div>
      {doctorVariant && (
        <ReportSlotsProvider>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {user.permissions.includes(Permission.listReports) && <LastReportsCard />}
            {user.permissions.includes(Permission.listReportDemands) && <LastDemandsCard />}
          </div>
        </ReportSlotsProvider>
      )}
      {!doctorVariant && (
        <Suspense fallback={null}>
          <StaffDashboard user={user} />
        </Suspense>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {user.permissions.includes(Permission.listTickets) && <DashboardTicketsCard />}
        <CurrentMessagesCard />
        {doctorVariant && user.permissions.includes(Permission.listWorkshops) && <DashboardWorkshopsCard />}
        {doctorVariant && user.permissions.includes(Permission.createOrders) && <DashboardOrdersCard />}
      </div>
    </div>
  );
}
