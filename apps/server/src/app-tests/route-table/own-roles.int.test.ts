import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownRolesOf } from '@medivi/domain';
import { createRouteTableApp, fillPath, type RouteTableApp } from './testing/route-table.js';
import { createWorld, sessionNames, type World } from './testing/world.js';

/** Routes whose `:userID` names the user whose roles change (their path ends in `-role`). */
const isRoleRoute = (url: string) => url.includes(':userID') && /-role$/.test(url);

describe('every role route: no caller changes its own roles (issue 30; decision 0111)', () => {
  let table: RouteTableApp;
  let world: World;

  beforeAll(async () => {
    table = await createRouteTableApp();
    world = await createWorld(table.t);
  });
  afterAll(async () => {
    await table.t.close();
  });

  it('finds the role routes in the table', () => {
    const keys = table.routes.filter((route) => isRoleRoute(route.url)).map((route) => route.key);
    expect(keys.sort()).toEqual(['PUT /api/users/:userID/add-role', 'PUT /api/users/:userID/remove-role']);
  });

  it('refuses every role on every role route for every signed-in user, and changes nothing', async () => {
    const roleRoutes = table.routes.filter((route) => isRoleRoute(route.url));
    let tried = 0;
    for (const name of sessionNames) {
      const session = world.sessions[name];
      const me = await table.t.app.inject({ method: 'GET', url: '/api/auth', headers: session.headers });
      const { userID, roles: before } = me.json<{ user: { userID: string; roles: string[] } }>().user;
      for (const route of roleRoutes) {
        for (const role of knownRolesOf('medivi')) {
          const response = await table.t.app.inject({
            method: route.method,
            url: fillPath(route.url, { userID }),
            headers: session.headers,
            payload: { role },
          });
          tried += 1;
          expect(response.statusCode, `${route.key} ${role} as ${name}: ${response.body}`).toBe(403);
        }
      }
      const after = await table.t.app.inject({ method: 'GET', url: '/api/auth', headers: session.headers });
      expect(after.json<{ user: { roles: string[] } }>().user.roles, name).toEqual(before);
    }
    expect(tried).toBe(sessionNames.length * 2 * knownRolesOf('medivi').length);
  });
});
