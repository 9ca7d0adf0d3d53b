import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotificationArea } from '../notifications/NotificationArea';
import { ConfirmDialogHost } from '../components/confirm/ConfirmDialogHost';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useLabName } from '../config/labName';
import { pageTitle } from '../router/pageTitle';
import type { RouteHandle } from '../router/createAppRouter';
import { removeHtmlShell } from '../shell/htmlShell';
import { pathOf } from '../router/routePaths';
import { useAtomValue } from 'jotai';
import { pageTitleOverrideAtom } from '../shell/pageTitleOverride';
import { PasskeySlotsProvider } from '../pages/PasskeySlots';

/**
 * What every page has: the title, scroll reset on navigation, notifications, the confirm dialog,
 * the update offer, and the passkey slots (issue 29).
 */
export function RootShell() {
  useRemoveLoginShell();
  useDocumentTitle();
  useScrollToTopOnNavigation();
  const inWizard = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route.layout === 'wizard';
  return (
    <PasskeySlotsProvider>
      <Outlet />
      {/* The wizard shows its notifications above its step (WizardLayout). */}
      {!inWizard && <NotificationArea />}
      <ConfirmDialogHost />
      <UpdatePrompt />
    </PasskeySlotsProvider>
  );
}

/**
 * The first page painted replaces the login shell of index.html in the same frame. On the login
 * route the login page does it itself once it has taken over what was typed (LoginPage), however
 * long its own rendering takes.
 */
function useRemoveLoginShell() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== pathOf('login')) removeHtmlShell();
  }, [pathname]);
}

function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const labName = useLabName();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const titleKey = handle?.route.titleKey;
  const override = useAtomValue(pageTitleOverrideAtom);
  useEffect(() => {
    const title = override ?? (titleKey ? t(titleKey) : null);
    if (title) document.title = pageTitle(title, labName);
  }, [override, titleKey, labName, t, i18n.language]);
}

function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
