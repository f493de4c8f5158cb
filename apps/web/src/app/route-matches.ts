import { createContext, use } from 'react';
import type { RouteMatch } from 'react-router';

/** The routes the address shown matched, root first (app-routes.tsx provides them). */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The routes the address shown matched, root first: their handles name the page (route-handle.ts). */
export function useRouteMatches(): readonly RouteMatch[] {
  return use(RouteMatchesContext);
}
