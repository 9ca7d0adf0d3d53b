import type * as WorkshopPages from './workshopPages';
import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/** The workshop pages share one chunk (workshopPages.ts) and so one import. */
const workshopPage = (name: keyof typeof WorkshopPages) =>
  import('./workshopPages').then((pages) => ({ default: pages[name] }));

export const workshopsRoutes = [
  {
    name: 'list-workshops',
    path: routePaths['list-workshops'],
    titleKey: 'routes.workshops',
    layout: 'backend',
    gate: Permission.listWorkshops,
    sidebarIcon: 'workshops',
    page: () => workshopPage('WorkshopListPage'),
  },
  {
    name: 'workshop-events',
    path: routePaths['workshop-events'],
    titleKey: 'routes.workshopEvents',
    layout: 'backend',
    gate: Permission.listWorkshops,
    page: () => workshopPage('WorkshopEventsPage'),
  },
  {
    name: 'new-workshop',
    path: routePaths['new-workshop'],
    titleKey: 'routes.workshopNew',
    layout: 'backend',
    gate: Permission.manageWorkshops,
    page: () => workshopPage('WorkshopNewPage'),
  },
  {
    name: 'show-workshop',
    path: routePaths['show-workshop'],
    titleKey: 'routes.workshop',
    layout: 'backend',
    gate: Permission.listWorkshops,
    page: () => workshopPage('WorkshopDetailPage'),
  },
  {
    name: 'edit-workshop',
    path: routePaths['edit-workshop'],
    titleKey: 'routes.workshopEdit',
    layout: 'backend',
    gate: Permission.manageWorkshops,
    page: () => workshopPage('WorkshopEditPage'),
  },
] as const satisfies readonly AppRoute[];
