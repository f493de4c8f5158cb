import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseRecord } from '@medivi/domain';
import { ManualClock } from '../platform/clock.js';
import { createTestApp, signIn, type TestApp } from '../testing/test-app.js';
import { demoEmail, demoPassword } from './demo-accounts.js';
import { demoCases } from './demo-cases.js';
import { seedDemoData } from './seed-demo.js';

describe('demo cases seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const clock = new ManualClock();
    await seedDemoData(t.database.handle, clock, { log: () => undefined, publishReports: false });
    await seedDemoData(t.database.handle, clock, { log: () => undefined, publishReports: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the synthetic demo cases once, numbered, with their first status', async () => {
    const rows = await t.db.selectFrom('cases').select(['case_number', 'is_synthetic', 'status']).execute();
    expect(rows).toHaveLength(demoCases.length);
    expect(rows.every((row) => row.is_synthetic === 1 && /^CS-\d{6}$/.test(row.case_number))).toBe(true);
    const history = await t.db.selectFrom('case_status_history').select('status').execute();
    expect(history).toHaveLength(demoCases.length);
  });

  it('shows the demo member his own demo cases only, newest first', async () => {
    const session = await signIn(t.app, demoEmail('member'), demoPassword);
    const response = await t.app.inject({ method: 'GET', url: '/api/getCases', headers: session.headers });
    const records = response.json<{ records: CaseRecord[] }>().records;
    expect(records.map((r) => r.RecordType.Name)).toEqual(['Call Ahead', 'Balance Bill', 'Access Issue']);
    expect(records.map((r) => r.statusLabel)).toEqual(['Opened', 'Processing', 'Closed']);
  });
});
