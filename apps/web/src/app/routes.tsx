import { providerSearchRoles } from '@medivi/domain';
import { Navigate, type RouteObject } from 'react-router';
import { BootFallback } from './boot-fallback';
import { paths } from './paths';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './route-error-page';

const providerSearchHandle: RouteHandle = { title: 'Provider Search' };

/**
 * The route table (accounts spec §2). Every route's code loads on demand (`lazy`), the root
 * and guards included, so the first download is React, the router and the store; the rest
 * arrives in parallel for the address opened. Public routes first, then signed-in routes behind
 * `RequireSession` and the layout, role-gated ones behind `RequireRoles`. Paths come from the
 * registry; a test checks that the table serves exactly `builtPaths`.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await import('./root-layout')).RootLayout }),
    children: [
      // `/` goes to sign-in; the server sends it to the marketing site when one is configured.
      { index: true, element: <Navigate to={paths.login} replace /> },
      { path: paths.login, lazy: async () => ({ Component: (await import('./login-route')).default }) },
      {
        path: paths.logout,
        lazy: async () => ({ Component: (await import('../features/auth/logout-page')).default }),
      },
      {
        lazy: async () => ({ Component: (await import('./guards/require-session')).RequireSession }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout')).default }),
            children: [
              {
                lazy: async () => {
                  const { RequireRoles } = await import('./guards/require-roles');
                  return { element: <RequireRoles anyOf={providerSearchRoles} /> };
                },
                children: [
                  {
                    path: paths.providerSearch,
                    handle: providerSearchHandle,
                    lazy: async () => ({
                      Component: (await import('../features/provider-search/provider-search-page')).default,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
