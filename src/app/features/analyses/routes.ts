import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/** Issue 28: the catalogue of analyses and profiles, maintained by staff holding 'manage content'. */
export const analysesRoutes = [
  {
    name: 'list-analyses',
    path: routePaths['list-analyses'],
    titleKey: 'routes.analyses',
    layout: 'backend',
    gate: Permission.manageContent,
    sidebarIcon: 'analyses',
    page: () => import('./AnalysisListPage'),
  },
  {
    name: 'new-analysis',
    path: routePaths['new-analysis'],
    titleKey: 'routes.newAnalysis',
    layout: 'backend',
    gate: Permission.manageContent,
    page: () => import('./AnalysisEditPage'),
  },
  {
    name: 'edit-analysis',
    path: routePaths['edit-analysis'],
    titleKey: 'routes.editAnalysis',
    layout: 'backend',
    gate: Permission.manageContent,
    page: () => import('./AnalysisEditPage'),
  },
  {
    name: 'list-analysis-profiles',
    path: routePaths['list-analysis-profiles'],
    titleKey: 'routes.analysisProfiles',
    layout: 'backend',
    gate: Permission.manageContent,
    page: () => import('./ProfileListPage'),
  },
  {
    name: 'new-analysis-profile',
    path: routePaths['new-analysis-profile'],
    titleKey: 'routes.newAnalysisProfile',
    layout: 'backend',
    gate: Permission.manageContent,
    page: () => import('./ProfileEditPage'),
  },
  {
    name: 'edit-analysis-profile',
    path: routePaths['edit-analysis-profile'],
    titleKey: 'routes.editAnalysisProfile',
    layout: 'backend',
    gate: Permission.manageContent,
    page: () => import('./ProfileEditPage'),
  },
] as const satisfies readonly AppRoute[];
