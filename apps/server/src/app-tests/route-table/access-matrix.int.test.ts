import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessFixtures, foreignUpload, takesId } from './testing/access-fixtures.js';
import { createRouteTableApp, type RouteTableApp } from './testing/route-table.js';
import { createWorld, sessionNames, type World } from './testing/world.js';

describe("route × role × foreign id: nobody reaches another member's, client's or plan's records (issue 15)", () => {
  let table: RouteTableApp;
  let world: World;

  beforeAll(async () => {
    table = await createRouteTableApp();
    world = await createWorld(table.t);
  });
  afterAll(async () => {
    await table.t.close();
  });

  it('has a fixture for every route that takes an id, and no fixture without its route', () => {
    const missing = table.routes.filter((route) => takesId(route) && !(route.key in accessFixtures));
    expect(
      missing.map((route) => route.key),
      'add an entry to accessFixtures: how to aim the route at a foreign record, or why its id names nothing owned',
    ).toEqual([]);
    const keys = new Set(table.routes.map((route) => route.key));
    expect(Object.keys(accessFixtures).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('answers 403 or 404 without a byte of the foreign record, for every route and role', async () => {
    let tried = 0;
    let refused = 0;
    const secrets = world.b.secrets.filter((secret) => secret !== '');
    for (const route of table.routes) {
      const fixture = accessFixtures[route.key];
      if (fixture === undefined || 'notOwned' in fixture) continue;
      for (const request of fixture.foreign(world)) {
        for (const name of request.as ?? sessionNames) {
          if (fixture.mayRead.includes(name)) continue;
          const session = world.sessions[name];
          const upload = request.multipart === undefined ? null : foreignUpload(request.multipart);
          const response = await table.t.app.inject({
            method: route.method,
            url: request.url,
            headers: {
              ...session.headers,
              ...(upload === null ? {} : { 'content-type': upload.contentType }),
            },
            ...(upload !== null
              ? { payload: upload.payload }
              : request.payload === undefined
                ? {}
                : { payload: request.payload as Record<string, unknown> }),
          });
          tried += 1;
          const cell = `${route.key} as ${name} (${request.url})`;
          expect(
            [403, 404],
            `${cell}: ${String(response.statusCode)} ${response.body.slice(0, 300)}`,
          ).toContain(response.statusCode);
          const body = response.body.toLowerCase();
          for (const secret of secrets)
            expect(body, `${cell} leaked ${secret}`).not.toContain(secret.toLowerCase());
          refused += 1;
        }
      }
    }
    console.log(
      `access matrix: ${String(tried)} cells tried, ${String(refused)} refused with 403/404 and no foreign data`,
    );
    expect(tried).toBeGreaterThan(50);
  });

  it("leaves side B's records as they were", async () => {
    const b = world.b;
    const caseRow = await table.t.db
      .selectFrom('cases')
      .select(['status'])
      .where('id', '=', b.caseId)
      .executeTakeFirst();
    expect(caseRow?.status).not.toBe('Closed');
    const link = await table.t.db
      .selectFrom('member_links')
      .select('id')
      .where('id', '=', b.dependentLinkId)
      .executeTakeFirst();
    expect(link?.id).toBe(b.dependentLinkId);
    const user = await table.t.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', b.member.userId)
      .executeTakeFirst();
    expect(user?.id).toBe(b.member.userId);
    const attachments = await table.t.db
      .selectFrom('case_attachments')
      .select('id')
      .where('case_id', '=', b.caseId)
      .execute();
    expect(attachments).toHaveLength(1);
    const analysis = await table.t.db
      .selectFrom('cost_comparison_analyses')
      .select('plan_name')
      .where('analysis_id', '=', b.analysisId)
      .executeTakeFirst();
    expect(analysis?.plan_name).toBe('QUOXWORTHY plan analysis');
  });
});
