import { analysisStateSchema, type SavedAnalysesReply, type SavedAnalysis } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestApp } from '../testing/test-app.js';
import { demoEmail } from './demo-accounts.js';
import { demoAnalysisState, seedDemoCostComparison } from './demo-cost-comparison.js';

describe('the analyst@ demo analysis (docs/demo-data.md)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: demoEmail('analyst'), roles: ['medivi-read', 'medivi-analysis'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves Demo plan (synthetic) at 60 % Ohio / 40 % Alabama once, and leaves what the analyst saved', async () => {
    const lines: string[] = [];
    await seedDemoCostComparison(t.database.handle, t.clock, { log: (line) => lines.push(line) });
    await seedDemoCostComparison(t.database.handle, t.clock, { log: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);

    const analyst = await signIn(t.app, demoEmail('analyst'));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/cost-comparison/analyses',
      headers: analyst.headers,
    });
    const { analyses } = list.json<SavedAnalysesReply>();
    expect(analyses.map((item) => item.planName)).toEqual(['Demo plan (synthetic)']);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/cost-comparison/analyses/${analyses[0]?.analysisId ?? ''}`,
      headers: analyst.headers,
    });
    const { state } = opened.json<SavedAnalysis>();
    expect(state.utilization).toEqual([
      { state: 'OH', percent: 60 },
      { state: 'AL', percent: 40 },
    ]);
    expect(state).toEqual(analysisStateSchema.parse(demoAnalysisState(t.clock.now().getUTCFullYear())));
    expect(state.numberOfEmployees).toBe(1000);
    expect(state.medicalSpend.total).toBeNull();

    await t.app.inject({
      method: 'DELETE',
      url: `/api/cost-comparison/analyses/${analyses[0]?.analysisId ?? ''}`,
      headers: analyst.headers,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/cost-comparison/analyses',
      headers: analyst.headers,
      payload: { state: { planName: 'Own plan' } },
    });
    await seedDemoCostComparison(t.database.handle, t.clock, { log: () => undefined });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/cost-comparison/analyses',
      headers: analyst.headers,
    });
    expect(after.json<SavedAnalysesReply>().analyses.map((item) => item.planName)).toEqual(['Own plan']);
  });
});
