import type { RouteObject } from 'react-router';
import { publicRoutes } from './public-routes';
import { signedInRoutes } from './signed-in-routes';
import { inOwnTask, rootRoute } from './start-up-routes';

/**
 * The whole route table (accounts spec §2): public routes first, then signed-in routes behind
 * `RequireSession` and the layout, role-gated ones behind `RequireRoles`. Paths come from the
 * registry; a test checks that the table serves exactly `builtPaths`. The browser's router starts
 * with the public part and adds the signed-in part when an address first needs it (`router.ts`);
 * tests render this whole table.
 */
export const appRoutes: RouteObject[] = [
  rootRoute([...publicRoutes(inOwnTask), ...signedInRoutes(inOwnTask)]),
];
