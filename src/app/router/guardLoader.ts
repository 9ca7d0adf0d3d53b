import { matchPath, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import i18n from '../i18n/i18n';
import { notify } from '../notifications/notify';
import { isUserKnown, rememberSignedInUser } from '../session/sessionState';
import { handleSessionLost } from '../session/sessionLost';
import type { GuardLoaderData } from '../session/useSignedInUser';
import { fetchCurrentUser } from './currentUser';
import { decideNavigation } from './guard';
import { isPendingAuthUser } from '../../contract/authUserKind';
import type { RouteDef, RouteLayout } from './routeDef';
import { routeTable } from './routeTable';
import { pathOf } from './routePaths';

/**
 * Runs the guard before every page of a signed-in layout, again on every navigation (abilities
 * are reloaded on each route change, spec §6), and hands the user to the layout.
 */
export function guardLoader(layout: Exclude<RouteLayout, 'public'>) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardLoaderData> => {
    const url = new URL(request.url);
    const wantedPath = url.pathname + url.search;
    const route: Pick<RouteDef, 'name' | 'layout' | 'gate' | 'admin'> = routeTable.find(
      (r) => r.layout === layout && matchPath({ path: r.path, end: true }, url.pathname),
    ) ?? { name: 'not-found', layout };
    const user = await fetchCurrentUser();
    // The session ended under a known user (idle timeout, logout in another tab): say so (spec §8).
    if (!user && isUserKnown()) handleSessionLost(401, { redirect: false });
    rememberSignedInUser(user && !isPendingAuthUser(user) ? user : null);
    const decision = decideNavigation(route, wantedPath, user);
    switch (decision.kind) {
      case 'login':
        throw redirect(`${pathOf('login')}?redirect=${encodeURIComponent(decision.redirect)}`);
      case 'redirect': {
        const query = decision.redirect ? `?redirect=${encodeURIComponent(decision.redirect)}` : '';
        throw redirect(pathOf(decision.to) + query);
      }
      case 'forbidden':
        notify.warning(i18n.t('guard.forbiddenTitle'), i18n.t('guard.forbiddenMessage'));
        throw redirect(pathOf('dashboard'));
      case 'proceed':
        if (user && isPendingAuthUser(user)) throw redirect(pathOf('login-two-factor-challenge'));
        if (user && layout === 'backend') {
          const { ensureSyncSession } = await import('../offline/syncSession');
          await ensureSyncSession(user.uuid);
        }
        return user;
    }
  };
}
