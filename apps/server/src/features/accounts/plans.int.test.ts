import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestApp } from '../../testing/test-app.js';

describe('plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const now = new Date().toISOString();
    await t.db
      .insertInto('plans')
      .values([
        {
          id: 'p-a',
          name: 'Alpha Plan (synthetic)',
          display_medivi_message: 1,
          medivi_message: 'Call first.',
          is_live: 1,
          is_synthetic: 1,
          created_at: now,
        },
        {
          id: 'p-b',
          name: 'Beta Plan (synthetic)',
          display_medivi_message: 0,
          medivi_message: null,
          is_live: 1,
          is_synthetic: 1,
          created_at: now,
        },
        {
          id: 'p-old',
          name: 'Closed Plan (synthetic)',
          display_medivi_message: 0,
          medivi_message: null,
          is_live: 0,
          is_synthetic: 1,
          created_at: now,
        },
      ])
      .execute();
    await createUser(t.db, { email: 'member@example.test', roles: ['medivi-read'], planIds: ['p-a'] });
    await createUser(t.db, { email: 'all@example.test', roles: ['medivi-read', 'medivi-6dhallplans'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists only the member's own plans", async () => {
    const session = await signIn(t.app, 'member@example.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/get-plans',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 'p-a',
        name: 'Alpha Plan (synthetic)',
        displayMediviMessage: true,
        mediviMessage: 'Call first.',
        sixDegPatientID: null,
      },
    ]);
  });

  it('lists every live plan for the all-plans role and refuses others with 403', async () => {
    const all = await signIn(t.app, 'all@example.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/get-LivePlansForProviders',
      headers: all.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: string }[]>().map((plan) => plan.id)).toEqual(['p-a', 'p-b']);
    const member = await signIn(t.app, 'member@example.test');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v2/get-LivePlansForProviders',
      headers: member.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/get-plans' });
    expect(response.statusCode).toBe(401);
  });
});
