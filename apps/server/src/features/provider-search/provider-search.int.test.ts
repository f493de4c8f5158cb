import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  errorReplySchema,
  providerSearchReplySchema,
  taxonomyMappingReplySchema,
  zipCodeDetailsSchema,
} from '@medivi/domain';
import { systemClock } from '../../platform/clock.js';
import { demoEmail, demoPassword } from '../../seed/demo-accounts.js';
import { seedDemoData } from '../../seed/seed-demo.js';
import { importClevelandReferenceData } from '../../testing/reference-data.js';
import { createTestApp, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';

const search = '/api/provider-search/v1';

describe('provider search API on the real Cleveland directory', () => {
  let t: TestApp;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await importClevelandReferenceData(t.database.handle);
    await seedDemoData(t.database.handle, systemClock, { log: () => undefined, publishReports: false });
    member = await signIn(t.app, demoEmail('member'), demoPassword);
  });
  afterAll(async () => {
    await t.close();
  });

  /** GETs `url` and parses the reply with `schema`, so the reply shape is checked too. */
  async function get<S extends z.ZodType>(url: string, schema: S, session: SignedIn = member) {
    const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
    const body: z.output<S> = schema.parse(response.json());
    return { status: response.statusCode, body };
  }

  it('lists real Cleveland providers within 5 miles of 44106 with NPIs from the shipped file', async () => {
    const { status, body } = await get(
      `${search}?zip=44106&radius=5&limit=100&sortBy=distance`,
      providerSearchReplySchema,
    );
    expect(status).toBe(200);
    expect(body.totalCount).toBeGreaterThan(500);
    expect(body.providers.every((p) => p.distance <= 5 && /^\d{10}$/.test(p.npi))).toBe(true);
    const all = await get(`${search}?zip=44106&radius=0&limit=100&text=velotta`, providerSearchReplySchema);
    expect(all.body.providers.map((p) => p.npi)).toContain('1003000423');
    expect(body.zipCodeDetails).toMatchObject({ zip: '44106', state: 'OH', county: 'Cuyahoga' });
  });

  it('shows every label with the demo plan and counts them', async () => {
    const { body } = await get(
      `${search}?zip=44106&radius=5&planID=demo-plan-lakeshore&limit=100`,
      providerSearchReplySchema,
    );
    const counts = body.accessibilityCounts;
    expect(counts.Contracted).toBeGreaterThan(0);
    expect(counts.Caution).toBe(2);
    expect(counts['Not Recommended']).toBe(2);
    expect(counts.Unknown).toBeGreaterThan(0);
    expect(counts.Contracted + counts.Unknown + counts.Caution + counts['Not Recommended']).toBe(
      body.totalCount,
    );
    expect(body.providers[0]).toMatchObject({ label1: 'Contracted', label2: 'Recommended' });
  });

  it('includes hospitals from Hospital General Information as facilities', async () => {
    const { body } = await get(
      `${search}?zip=44106&radius=5&entityType=2&limit=100`,
      providerSearchReplySchema,
    );
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.providers.every((p) => p.entitytype === '2')).toBe(true);
    expect(body.providers.map((p) => p.name).join(' ')).toMatch(/CLEVELAND CLINIC|UNIVERSITY HOSPITALS/);
  });

  it('keeps provider type counts in step with the search filters', async () => {
    const mapping = await get(
      '/api/provider-search/providerTaxonomy-mapping?zip=44106&radius=5&selectedPlan=demo-plan-lakeshore',
      taxonomyMappingReplySchema,
    );
    expect(mapping.status).toBe(200);
    const [type, entry] = Object.entries(mapping.body.data.providerType).sort(
      (a, b) => b[1].providers - a[1].providers,
    )[0]!;
    const filtered = await get(
      `${search}?zip=44106&radius=5&planID=demo-plan-lakeshore&providerType=${encodeURIComponent(type)}`,
      providerSearchReplySchema,
    );
    expect(filtered.body.totalCount).toBe(entry.providers);
    const [specialty, specialtyCount] = Object.entries(entry.Speciality)[0]!;
    const bySpecialty = await get(
      `${search}?zip=44106&radius=5&providerType=${encodeURIComponent(type)}&providerSpeciality=${encodeURIComponent(specialty)}`,
      providerSearchReplySchema,
    );
    expect(bySpecialty.body.totalCount).toBe(specialtyCount);
  });

  it('reflects a provider-experience change on the next search', async () => {
    const before = await get(
      `${search}?zip=44106&radius=5&accessibilities=Caution`,
      providerSearchReplySchema,
    );
    await t.db
      .updateTable('provider_experience')
      .set({ active: 0 })
      .where('recommendation', '=', 'CAUTION')
      .execute();
    await t.db
      .updateTable('data_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'providers')
      .execute();
    const after = await get(
      `${search}?zip=44106&radius=5&accessibilities=Caution`,
      providerSearchReplySchema,
    );
    expect(before.body.totalCount).toBe(2);
    expect(after.body.totalCount).toBe(0);
  });

  it('validates a zip: location for a known one, a message for an unknown one, 400 for a malformed one', async () => {
    expect((await get('/api/zip-code-validation/v1/44106', zipCodeDetailsSchema)).body).toMatchObject({
      zip: '44106',
      state: 'OH',
      county: 'Cuyahoga',
    });
    const unknown = await get('/api/zip-code-validation/v1/00000', zipCodeDetailsSchema);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toMatch(/not recognized/);
    expect((await get('/api/zip-code-validation/v1/4410x', errorReplySchema)).status).toBe(400);
  });

  it('answers bad search input with 400 and field messages, never 5xx', async () => {
    const cases = [
      search,
      `${search}?zip=441`,
      `${search}?zip=44106&radius=101`,
      `${search}?zip=44106&radius=-1`,
      `${search}?zip=44106&radius=ten`,
      `${search}?zip=44106&limit=0`,
      `${search}?zip=44106&limit=1000`,
      `${search}?zip=44106&page=0`,
      `${search}?zip=44106&gender=X`,
      `${search}?zip=44106&entityType=3`,
      `${search}?zip=44106&accessibilities=Excellent`,
      `${search}?zip=44106&sortBy=price`,
      `${search}?zip=44106&text=${'a'.repeat(101)}`,
      `${search}?zip=00000`,
    ];
    for (const url of cases) {
      const { status, body } = await get(url, errorReplySchema);
      expect(status, url).toBe(400);
      expect(body.message.length, url).toBeGreaterThan(0);
      expect(body.fieldErrors, url).toBeDefined();
    }
  });

  it("refuses a plan that is not the member's with 403", async () => {
    const { status } = await get(`${search}?zip=44106&planID=demo-plan-northcoast`, errorReplySchema);
    expect(status).toBe(403);
  });

  it('lets the all-plans role select any live plan', async () => {
    const allPlans = await signIn(t.app, demoEmail('allplans'), demoPassword);
    const { status } = await get(
      `${search}?zip=44106&planID=demo-plan-northcoast`,
      providerSearchReplySchema,
      allPlans,
    );
    expect(status).toBe(200);
  });

  it('needs a session (401), the CSRF token (403) and the read or mobile-read role (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${search}?zip=44106` })).statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'GET',
      url: `${search}?zip=44106`,
      headers: { cookie: member.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    const claimsAdmin = await signIn(t.app, demoEmail('claims-admin'), demoPassword);
    expect((await get(`${search}?zip=44106`, errorReplySchema, claimsAdmin)).status).toBe(403);
    const mobile = await signIn(t.app, demoEmail('mobile'), demoPassword);
    expect((await get(`${search}?zip=44106`, providerSearchReplySchema, mobile)).status).toBe(200);
  });

  it("uses the Claims variant's roles on a claims host", async () => {
    const claimsAdmin = await signIn(t.app, demoEmail('claims-admin'), demoPassword);
    const response = await t.app.inject({
      method: 'GET',
      url: `${search}?zip=44106`,
      headers: { ...claimsAdmin.headers, host: 'claims.localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
  });
});
