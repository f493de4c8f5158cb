import { randomUUID } from 'node:crypto';
import {
  type AnalysisStateInput,
  analysisStateSchema,
  comparisonLimits,
  type MedicareRatiosReply,
  type SavedAnalysesReply,
  type SavedAnalysis,
  specStateRatioExamples,
} from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

const state = (overrides: Partial<AnalysisStateInput> = {}): AnalysisStateInput => ({
  planName: 'Lakeshore analysis',
  numberOfEmployees: 250,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  utilization: [
    { state: 'OH', percent: 60 },
    { state: 'AL', percent: 40 },
  ],
  pricingSelection: 'Current',
  ...overrides,
});

type FieldErrors = { fieldErrors: Record<string, string> };

describe(`cost-comparison saved analyses and Medicare ratios on ${testDialect} (issue 18)`, () => {
  let t: TestApp;
  let analyst: SignedIn;
  let colleague: SignedIn;
  let claimsAnalyst: SignedIn;
  let reader: SignedIn;
  let colleagueId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'analyst@example.test', roles: ['medivi-analysis'] });
    colleagueId = await createUser(t.db, { email: 'colleague@example.test', roles: ['medivi-analysis'] });
    await createUser(t.db, { email: 'claims@example.test', roles: ['claims-analysis'] });
    await createUser(t.db, { email: 'reader@example.test', roles: ['medivi-read', 'medivi-benchmarks'] });
    analyst = await signIn(t.app, 'analyst@example.test');
    colleague = await signIn(t.app, 'colleague@example.test');
    claimsAnalyst = await signIn(t.app, 'claims@example.test');
    reader = await signIn(t.app, 'reader@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    session: SignedIn | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      ...(session === null ? {} : { headers: session.headers }),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = (session: SignedIn, body: unknown) =>
    call('POST', '/api/cost-comparison/analyses', session, body);

  it('answers 401 signed out, 403 without the analysis role of the site and 403 without the CSRF token', async () => {
    const someId = randomUUID();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['GET', '/api/cost-comparison/medicare-ratios', undefined],
      ['GET', '/api/cost-comparison/analyses', undefined],
      ['GET', `/api/cost-comparison/analyses/${someId}`, undefined],
      ['POST', '/api/cost-comparison/analyses', { state: state() }],
      ['PUT', `/api/cost-comparison/analyses/${someId}`, { state: state() }],
      ['DELETE', `/api/cost-comparison/analyses/${someId}`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, reader, payload)).statusCode, `${method} ${url} reader`).toBe(403);
      expect((await call(method, url, claimsAnalyst, payload)).statusCode, `${method} ${url} claims`).toBe(
        403,
      );
      const tokenless = await t.app.inject({
        method,
        url,
        headers: { cookie: analyst.cookie },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(tokenless.statusCode, `${method} ${url} without token`).toBe(403);
    }
    const count = await t.db
      .selectFrom('cost_comparison_analyses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers the 50 states and DC with the spec examples and defaults, labelled, before any CMS import', async () => {
    const response = await call('GET', '/api/cost-comparison/medicare-ratios', analyst);
    expect(response.statusCode).toBe(200);
    const reply = response.json<MedicareRatiosReply>();
    expect(reply.states).toHaveLength(51);
    expect(reply.states.map((row) => row.state)).toContain('DC');
    expect(reply.states.map((row) => row.state)).not.toContain('PR');
    expect(reply.defaults).toEqual({ inpatient: 6, outpatient: 5, professional: 3 });
    const maryland = reply.states.find((row) => row.state === 'MD');
    expect(maryland?.outpatient).toMatchObject({
      ratio: specStateRatioExamples.MD.outpatient,
      source: 'spec-example',
      dataYear: null,
    });
    const ohio = reply.states.find((row) => row.state === 'OH');
    expect(ohio?.name).toBe('Ohio');
    expect(ohio?.inpatient).toMatchObject({ ratio: 6, source: 'spec-default', sourceFile: null });
  });

  it('saves, lists, opens, replaces and deletes an analysis of its author, defaults filled', async () => {
    const created = await create(analyst, { state: state() });
    expect(created.statusCode).toBe(200);
    const saved = created.json<SavedAnalysis>();
    expect(saved.analysisId).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.state).toEqual(analysisStateSchema.parse(state()));
    expect(saved.state.sixdMultiples).toEqual({ facility: 1.5, professional: 1.2 });
    expect(saved.createdAt).toBe(t.clock.now().toISOString());

    t.clock.advance(60_000);
    const other = (
      await create(analyst, { state: state({ planName: 'Second plan' }) })
    ).json<SavedAnalysis>();
    const list = (await call('GET', '/api/cost-comparison/analyses', analyst)).json<SavedAnalysesReply>();
    expect(list.analyses.map((item) => item.planName)).toEqual(['Second plan', 'Lakeshore analysis']);

    const opened = await call('GET', `/api/cost-comparison/analyses/${saved.analysisId}`, analyst);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<SavedAnalysis>()).toEqual(saved);

    t.clock.advance(60_000);
    const replaced = await call('PUT', `/api/cost-comparison/analyses/${saved.analysisId}`, analyst, {
      state: state({ planName: '  Lakeshore, revised  ', pricingSelection: 'Old', notes: 'Second look' }),
    });
    expect(replaced.statusCode).toBe(200);
    const revised = replaced.json<SavedAnalysis>();
    expect(revised.state.planName).toBe('Lakeshore, revised');
    expect(revised.state.pricingSelection).toBe('Old');
    expect(revised.createdAt).toBe(saved.createdAt);
    expect(revised.updatedAt).toBe(t.clock.now().toISOString());
    const relisted = (await call('GET', '/api/cost-comparison/analyses', analyst)).json<SavedAnalysesReply>();
    expect(relisted.analyses.map((item) => item.planName)).toEqual(['Lakeshore, revised', 'Second plan']);

    const deleted = await call('DELETE', `/api/cost-comparison/analyses/${other.analysisId}`, analyst);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<SavedAnalysesReply>().analyses.map((item) => item.analysisId)).toEqual([
      saved.analysisId,
    ]);
    expect((await call('GET', `/api/cost-comparison/analyses/${other.analysisId}`, analyst)).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another author's analysis, as for an unknown id, and changes nothing", async () => {
    const mine = (await create(analyst, { state: state({ planName: 'Mine alone' }) })).json<SavedAnalysis>();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { state: state({ planName: 'Taken over' }) }],
      ['DELETE', undefined],
    ] as const) {
      for (const id of [mine.analysisId, randomUUID()]) {
        const response = await call(method, `/api/cost-comparison/analyses/${id}`, colleague, payload);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json<{ message: string }>().message).toBe('That saved analysis was not found.');
        expect(response.body).not.toContain('Mine alone');
      }
    }
    expect(
      (await call('GET', '/api/cost-comparison/analyses', colleague)).json<SavedAnalysesReply>(),
    ).toEqual({
      analyses: [],
    });
    const still = await call('GET', `/api/cost-comparison/analyses/${mine.analysisId}`, analyst);
    expect(still.json<SavedAnalysis>().state.planName).toBe('Mine alone');
  });

  it('answers bad bodies and ids with 400 and field messages', async () => {
    const noName = await create(analyst, { state: { utilization: [] } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<FieldErrors>().fieldErrors).toMatchObject({
      'state.planName': 'Enter the plan name.',
    });

    const overfull = await create(analyst, {
      state: state({
        utilization: [
          { state: 'OH', percent: 70 },
          { state: 'AL', percent: 40 },
        ],
        endDate: '2025-12-31',
      }),
    });
    expect(overfull.statusCode).toBe(400);
    expect(overfull.json<FieldErrors>().fieldErrors).toMatchObject({
      'state.utilization': 'Utilization can add up to at most 100 percent.',
      'state.endDate': 'The end date must be on or after the start date.',
    });

    const wrongState = await create(analyst, {
      state: state({ utilization: [{ state: 'XX', percent: 10 }] }),
    });
    expect(wrongState.json<FieldErrors>().fieldErrors).toMatchObject({
      'state.utilization.0.state': 'Choose a US state.',
    });
    const extra = await create(analyst, { state: state(), owner: 'someone' });
    expect(extra.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/cost-comparison/analyses',
      headers: { ...analyst.headers, 'content-type': 'application/json' },
      payload: '{"state": {',
    });
    expect(notJson.statusCode).toBe(400);

    const badId = await call('GET', '/api/cost-comparison/analyses/not-an-id', analyst);
    expect(badId.statusCode).toBe(400);
    expect(badId.json<FieldErrors>().fieldErrors).toEqual({
      analysisId: 'analysisId must be an analysis id.',
    });
  });

  it(`refuses a new analysis with 409 once the author keeps ${String(comparisonLimits.savedAnalysesMax)}`, async () => {
    const now = t.clock.now().toISOString();
    const stored = JSON.stringify(analysisStateSchema.parse(state({ planName: 'Filler' })));
    await t.db
      .insertInto('cost_comparison_analyses')
      .values(
        Array.from({ length: comparisonLimits.savedAnalysesMax }, () => ({
          analysis_id: randomUUID(),
          user_id: colleagueId,
          plan_name: 'Filler',
          state: stored,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const refused = await create(colleague, { state: state() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain(String(comparisonLimits.savedAnalysesMax));
    expect((await create(analyst, { state: state() })).statusCode).toBe(200);
  });

  it('answers 409 for an analysis saved under earlier rules, keeps it listed and lets its author delete it', async () => {
    const now = t.clock.now().toISOString();
    const analysisId = randomUUID();
    // A state the contract refuses today (a ratio below its minimum), as if saved under older rules.
    const outdated = {
      ...analysisStateSchema.parse(state({ planName: 'Old rules' })),
      sixdMultiples: { facility: 0, professional: 1.2 },
    };
    await t.db
      .insertInto('cost_comparison_analyses')
      .values({
        analysis_id: analysisId,
        user_id: colleagueId,
        plan_name: 'Old rules',
        state: JSON.stringify(outdated),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const opened = await call('GET', `/api/cost-comparison/analyses/${analysisId}`, colleague);
    expect(opened.statusCode).toBe(409);
    expect(opened.json<{ code: string }>().code).toBe('ANALYSIS_OUTDATED');
    const listed = await call('GET', '/api/cost-comparison/analyses', colleague);
    expect(listed.json<{ analyses: { analysisId: string }[] }>().analyses.map((a) => a.analysisId)).toContain(
      analysisId,
    );
    expect((await call('DELETE', `/api/cost-comparison/analyses/${analysisId}`, colleague)).statusCode).toBe(
      200,
    );
  });

  it('lets only one of five saves made at once through at the last free place', async () => {
    const authorId = await createUser(t.db, { email: 'racer@example.test', roles: ['medivi-analysis'] });
    const racer = await signIn(t.app, 'racer@example.test');
    const now = t.clock.now().toISOString();
    const stored = JSON.stringify(analysisStateSchema.parse(state({ planName: 'Filler' })));
    await t.db
      .insertInto('cost_comparison_analyses')
      .values(
        Array.from({ length: comparisonLimits.savedAnalysesMax - 1 }, () => ({
          analysis_id: randomUUID(),
          user_id: authorId,
          plan_name: 'Filler',
          state: stored,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const replies = await Promise.all(Array.from({ length: 5 }, () => create(racer, { state: state() })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const kept = await t.db
      .selectFrom('cost_comparison_analyses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', authorId)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(comparisonLimits.savedAnalysesMax);
  });
});
