import { createHashRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layouts/PublicLayout';
import { BackendLayout } from '../layouts/BackendLayout';
import { RootShell } from '../layouts/RootShell';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { backendLoader } from './backendLoader';
import { loadWithTimeout } from './lazyPage';
import { routeTable, type RouteDef, type RouteLayout } from './routeTable';

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
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: 'backend',
          element: <BackendLayout />,
          loader: backendLoader,
          shouldRevalidate: () => true,
          errorElement: <RouteErrorPage />,
          children: childrenOf('backend'),
        },
        { element: <PublicLayout />, errorElement: <RouteErrorPage />, children: childrenOf('public') },
      ],
    },
  ]);
}
