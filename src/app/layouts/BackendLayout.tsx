import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Bars3Icon } from '@heroicons/react/24/outline';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import '../i18n/backendTexts';
import { LockScreen } from '../features/vault/LockScreen';
import { VaultSetup } from '../features/vault/VaultSetup';
import { useVaultStatus } from '../offline/vaultStatus';
import { AutoLogout } from '../session/AutoLogout';
import { ActivityBell } from '../features/activities/ActivityBell';
import { MessageBanner } from '../features/backendMessages/MessageBanner';
import { NavbarSearch } from '../features/search/NavbarSearch';
import { GLOBAL_SEARCH_PERMISSION, Permission } from '../../contract/permissions';
import { AvatarMenu } from './backend/AvatarMenu';
import { ForumButton } from './backend/ForumButton';
import { Sidebar, SIDEBAR_ID } from './backend/Sidebar';
import { SyncIndicator } from './backend/SyncIndicator';
import { useSessionEndedRedirect } from './backend/useSessionEndedRedirect';
import { sidebarOpenAtom } from './sidebarAtom';
import { saveLanguage } from './backend/saveLanguage';
import { useShownUser, useSignedInUser } from '../session/useSignedInUser';
import './backend/backendTexts';

/** Issue 17: a doctor's unacknowledged critical reports, raised on every backend page (its own chunk). */
const CriticalReportAlert = lazy(() => import('../features/reports/CriticalReportAlert'));
const PushPrompt = lazy(() => import('../features/push/PushPrompt'));
/** Issue 28: order numbers leased in time and refused orders back as drafts, for whoever enters orders. */
const OrderEntryKeeper = lazy(() => import('../features/orders/entry/OrderEntryKeeper'));

/**
 * The signed-in area (spec §2 'Backend area'): sidebar from the route table, navbar, page. From
 * the md breakpoint the sidebar stands beside the page; below it, it is a menu that overlays the
 * page and closes on every navigation (issue 11: it pushed the page aside and stayed open).
 */
export function BackendLayout() {
  const user = useSignedInUser();
  // The sidebar shows what the mirrored profile allows now (an admin may change it meanwhile).
  const shown = useShownUser();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const { t } = useTranslation();
  const vault = useVaultStatus();
  const { pathname, search } = useLocation();
  useSessionEndedRedirect();
  useEffect(() => setOpen(false), [pathname, search, setOpen]);
  // Issue 7: nothing of the mirror is shown while the vault is locked or not yet made.
  if (vault === 'locked') return <LockScreen user={user} />;
  if (vault === 'absent') return <VaultSetup user={user} />;
  return (
    <div className="flex min-h-screen">
      <Sidebar user={shown} open={open} onClose={() => setOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-2 border-b border-stone-200 bg-white px-2 py-2 sm:px-4">
          <button
            type="button"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            className="rounded-md p-2 text-stone-600 hover:bg-stone-100 md:invisible"
          >
            <span className="sr-only">{t('sidebar.toggle')}</span>
            <Bars3Icon className="size-6" aria-hidden="true" />
          </button>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            {/* Spec §2/§6: the search box for everyone but doctors, by the route's own gate. */}
            {user.permissions.includes(GLOBAL_SEARCH_PERMISSION) && <NavbarSearch />}
            {shown.permissions.includes(Permission.accessForum) && <ForumButton />}
            <SyncIndicator />
            <LanguageSwitcher onSwitch={(language) => void saveLanguage(user, language)} />
            <ActivityBell />
            <AvatarMenu />
          </div>
        </header>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <MessageBanner />
          {/* Issue 29: doctors are offered pushes of critical results, once per device. */}
          <Suspense fallback={null}>
            <PushPrompt />
          </Suspense>
          <Outlet />
        </main>
      </div>
      <AutoLogout />
      {user.lis_id !== null && (
        <Suspense fallback={null}>
          <CriticalReportAlert />
        </Suspense>
      )}
      {shown.permissions.includes(Permission.createOrders) && (
        <Suspense fallback={null}>
          <OrderEntryKeeper />
        </Suspense>
      )}
    </div>
  );
}

export default BackendLayout;
