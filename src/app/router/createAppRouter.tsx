import { createHashRouter, type RouteObject } from 'react-router-dom';
import { InitialLoading } from '../layouts/InitialLoading';
import { PublicLayout } from '../layouts/PublicLayout';
import { RootShell } from '../layouts/RootShell';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { guardLoader } from './guardLoader';
import { loadWithTimeout } from './lazyPage';
import type { RouteDef, RouteLayout } from './routeDef';
import { routeTable } from './routeTable';

export interface RouteHandle {
  route: RouteDef;
}

function toRouteObject(route: RouteDef): RouteObject {
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    lazy: async () => ({ Component: (await loadWithTimeout(route.page)).default }),
  };
}

const childrenOf = (layout: RouteLayout) =>
  (routeTable as readonly RouteDef[]).filter((r) => r.layout === layout).map(toRouteObject);

export function createAppRouter() {
  return createHashRouter([
    {
      element: <RootShell />,
      // Shown until the first navigation's guard and page chunk are loaded.
      HydrateFallback: InitialLoading,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: 'backend',
          lazy: async () => ({
            Component: (await loadWithTimeout(() => import('../layouts/BackendLayout'))).default,
          }),
          loader: guardLoader('backend'),
          shouldRevalidate: () => true,
          errorElement: <RouteErrorPage />,
          children: childrenOf('backend'),
        },
        {
          id: 'wizard',
          lazy: async () => ({
            Component: (await loadWithTimeout(() => import('../layouts/WizardLayout'))).default,
          }),
          loader: guardLoader('wizard'),
          shouldRevalidate: () => true,
          errorElement: <RouteErrorPage />,
          children: childrenOf('wizard'),
        },
        { element: <PublicLayout />, errorElement: <RouteErrorPage />, children: childrenOf('public') },
      ],
    },
  ]);
}
