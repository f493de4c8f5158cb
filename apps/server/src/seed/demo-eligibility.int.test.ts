import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoEmail } from './demo-accounts.js';
import { demoEligibility } from './demo-eligibility.js';
import { seedDemoData } from './seed-demo.js';

describe('demo eligibility seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the CSV for the importer in step with the seeded records', () => {
    const rows = parse<Record<string, string>>(
      readFileSync(new URL('./demo-eligibility.synthetic.csv', import.meta.url)),
      { columns: true },
    );
    expect(rows).toEqual(
      demoEligibility.map((record) => ({
        member_id: record.memberId,
        group_id: record.groupId,
        first_name: record.firstName,
        last_name: record.lastName,
        date_of_birth: record.dateOfBirth,
        zip: record.zip,
        plan_name: record.planName,
        relationship: record.relationship,
        subscriber_member_id: record.subscriberMemberId ?? '',
      })),
    );
  });

  it('seeds synthetic records once and links the demo member to its own records', async () => {
    const clock = new ManualClock();
    await seedDemoData(t.database.handle, clock, { log: () => undefined, publishReports: false });
    await seedDemoData(t.database.handle, clock, { log: () => undefined, publishReports: false });
    const records = await t.db.selectFrom('eligibility_records').select(['is_synthetic']).execute();
    expect(records).toHaveLength(demoEligibility.length);
    expect(records.every((record) => record.is_synthetic === 1)).toBe(true);
    const links = await t.db
      .selectFrom('member_links as ml')
      .innerJoin('users as u', 'u.id', 'ml.user_id')
      .innerJoin('eligibility_records as e', 'e.id', 'ml.eligibility_id')
      .select(['e.member_id', 'e.group_id', 'ml.relationship'])
      .where('u.email', '=', demoEmail('member'))
      .orderBy('e.group_id')
      .execute();
    expect(links).toEqual([
      { member_id: 'DEMO100001', group_id: 'CUYSCH02', relationship: 'self' },
      { member_id: 'DEMO100001', group_id: 'LAKESHORE01', relationship: 'self' },
    ]);
  });

  it('offers a registration record whose holder the credentials check names', async () => {
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v3/members/verify-credentials',
      payload: {
        memberID: 'DEMO100001',
        groupID: 'LAKESHORE01',
        firstName: 'Jordan',
        lastName: 'Demo-Member',
        dateOfBirth: '03/15/1984',
        zip: '44106',
      },
    });
    expect(held.json()).toMatchObject({ existingEmail: 'me****@demo.medivi.test' });
    const free = await t.app.inject({
      method: 'POST',
      url: '/api/v3/members/verify-credentials',
      payload: {
        memberID: 'DEMO400004',
        groupID: 'LAKESHORE01',
        firstName: 'Taylor',
        lastName: 'Synth-Register',
        dateOfBirth: '07/04/1990',
        zip: '44106',
      },
    });
    expect(free.json()).toMatchObject({ existingEmail: null });
  });
});
