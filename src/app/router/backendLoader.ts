import { matchPath, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import i18n from '../i18n/i18n';
import { notify } from '../notifications/notify';
import { fetchCurrentUser } from './currentUser';
import { decideNavigation } from './guard';
import { routeTable, type RouteDef } from './routeTable';
import { pathOf } from './routePaths';

/**
 * Runs the guard before every backend page (and again on every navigation: abilities are reloaded
 * on each route change, spec §6). Returns the user for the layout.
 */
export async function backendLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const wantedPath = url.pathname + url.search;
  const route: RouteDef | undefined = routeTable.find(
    (r) => r.layout === 'backend' && matchPath({ path: r.path, end: true }, url.pathname),
  );
  const user = await fetchCurrentUser();
  const decision = decideNavigation(route ?? { layout: 'backend' }, wantedPath, user);
  if (decision.kind === 'login') {
    throw redirect(`${pathOf('login')}?redirect=${encodeURIComponent(decision.redirect)}`);
  }
  if (decision.kind === 'forbidden') {
    notify.warning(i18n.t('guard.forbiddenTitle'), i18n.t('guard.forbiddenMessage'));
    throw redirect(pathOf('dashboard'));
  }
  return user;
}
