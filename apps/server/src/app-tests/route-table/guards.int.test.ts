import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';
import { createRouteTableApp, fillPath, isStateChanging, type RouteTableApp } from './testing/route-table.js';
import {
  anySignedInRoutes,
  isListedPublic,
  publicRoutes,
  selfGuardedRoutes,
  tokenlessRoutes,
} from './testing/route-lists.js';
import { createWorld, type World } from './testing/world.js';

/** A body no route's schema accepts, and one no JSON parser does. */
const invalidBodies = [
  { label: 'invalid body', payload: '{"unexpected":[null,{"deep":true}],"id":{"$ne":1}}' },
  { label: 'malformed JSON', payload: '{"email": ' },
];

describe('every route from the route table: session, CSRF token and role (issue 15)', () => {
  let table: RouteTableApp;
  let world: World;
  let noRoles: SignedIn;

  beforeAll(async () => {
    table = await createRouteTableApp();
    world = await createWorld(table.t);
    await createUser(table.t.db, { email: 'rt-no-roles@example.test', roles: [] });
    noRoles = await signIn(table.t.app, 'rt-no-roles@example.test');
    console.log(`route table: ${String(table.routes.length)} routes`);
  });
  afterAll(async () => {
    await table.t.close();
  });

  it('lists only routes that exist, so no entry outlives its route', () => {
    const keys = new Set(table.routes.map((route) => route.key));
    const listed = [
      ...Object.keys(publicRoutes),
      ...Object.keys(selfGuardedRoutes),
      ...Object.keys(tokenlessRoutes),
      ...Object.keys(anySignedInRoutes),
    ];
    expect(listed.filter((key) => !keys.has(key))).toEqual([]);
    expect(table.routes.length).toBeGreaterThan(60);
  });

  it('guards every route that is not listed as public with requireUser', () => {
    const unguarded = table.routes
      .filter((route) => route.guard === null && !isListedPublic(route.key))
      .filter((route) => !(route.key in selfGuardedRoutes))
      .map((route) => route.key);
    expect(unguarded, 'add requireUser, or list the route in route-lists.ts with its reason').toEqual([]);
    const guardedButListed = table.routes
      .filter((route) => route.guard !== null && isListedPublic(route.key))
      .map((route) => route.key);
    expect(guardedButListed).toEqual([]);
  });

  it('answers 401 signed out on every non-public route, before reading the body', async () => {
    let tried = 0;
    for (const route of table.routes.filter((r) => !isListedPublic(r.key))) {
      for (const body of isStateChanging(route) ? invalidBodies : [undefined]) {
        const response = await table.t.app.inject({
          method: route.method,
          url: fillPath(route.url, {}),
          ...(body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, payload: body.payload }),
        });
        expect(response.statusCode, `${route.key} ${body?.label ?? ''}: ${response.body}`).toBe(401);
        tried += 1;
      }
    }
    console.log(`signed out: ${String(tried)} requests, all 401`);
  });

  it('refuses a signed-in call without X-CSRF-Token with 403 before any 400 on every state-changing route', async () => {
    const session = world.sessions.everyRole;
    let refused = 0;
    for (const route of table.routes.filter((r) => isStateChanging(r) && !(r.key in tokenlessRoutes))) {
      for (const body of invalidBodies) {
        const response = await table.t.app.inject({
          method: route.method,
          url: fillPath(route.url, {}),
          headers: { cookie: session.cookie, 'content-type': 'application/json' },
          payload: body.payload,
        });
        expect(
          response.statusCode,
          `${route.key} (${body.label}) accepted a request without the token: ${response.body}; ` +
            'guard it, or list it in tokenlessRoutes with its reason',
        ).toBe(403);
        refused += 1;
      }
    }
    // The session is still good: the refusals changed nothing.
    const alive = await table.t.app.inject({ method: 'GET', url: '/api/auth', headers: session.headers });
    expect(alive.json<{ user: unknown }>().user).not.toBeNull();
    console.log(`without the CSRF token: ${String(refused)} requests, all 403`);
  });

  it('takes the token from a form post field only where the route accepts form posts, still 403 before 400', async () => {
    const session = world.sessions.everyRole;
    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    const stateChanging = table.routes.filter((r) => isStateChanging(r) && !(r.key in tokenlessRoutes));
    const formRoutes = stateChanging.filter((r) => r.guard?.acceptsFormPostToken === true);
    // The documents' HTML variant is a browser form post (issue 18); the list comes from the guards.
    expect(formRoutes.length).toBeGreaterThan(0);
    let tried = 0;
    for (const route of formRoutes) {
      const url = fillPath(route.url, {});
      const withoutValidToken: Record<string, string>[] = [
        { state: '{}' },
        { state: '{}', csrfToken: 'forged' },
      ];
      for (const fields of withoutValidToken) {
        const refused = await table.t.app.inject({ ...form(fields), url });
        expect(refused.statusCode, `${route.key} without a valid form token: ${refused.body}`).toBe(403);
        tried += 1;
      }
      // With the session's token in the field the check passes, and only then does the body fail.
      const checked = await table.t.app.inject({
        ...form({ state: '{"unexpected":', csrfToken: session.csrfToken }),
        url,
      });
      expect(checked.statusCode, `${route.key} with the form token: ${checked.body}`).toBe(400);
      tried += 1;
    }
    for (const route of stateChanging.filter((r) => r.guard?.acceptsFormPostToken !== true)) {
      if (route.method !== 'POST') continue;
      // A route that does not take form posts ignores a token in the body: only the header counts.
      const response = await table.t.app.inject({
        ...form({ csrfToken: session.csrfToken }),
        url: fillPath(route.url, {}),
      });
      expect(response.statusCode, `${route.key} took the token from a form field: ${response.body}`).toBe(
        403,
      );
      tried += 1;
    }
    console.log(
      `form posts: ${String(formRoutes.length)} routes take the field token; ${String(tried)} requests`,
    );
  });

  it('asks for a role on every guarded route but those listed as open to any signed-in user', async () => {
    const roleless = table.routes
      .filter(
        (route) => route.guard !== null && route.roles === undefined && !(route.key in anySignedInRoutes),
      )
      .map((route) => route.key);
    expect(roleless, 'give the route anyRole, or list it in anySignedInRoutes with its reason').toEqual([]);
    let refused = 0;
    for (const route of table.routes.filter((r) => r.roles !== undefined)) {
      const response = await table.t.app.inject({
        method: route.method,
        url: fillPath(route.url, {}),
        headers: { ...noRoles.headers, 'content-type': 'application/json' },
        payload: isStateChanging(route) ? invalidBodies[0]?.payload : undefined,
      });
      expect(response.statusCode, `${route.key}: ${response.body}`).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('FORBIDDEN_ROLE');
      refused += 1;
    }
    console.log(`without a role: ${String(refused)} requests, all 403`);
  });
});
