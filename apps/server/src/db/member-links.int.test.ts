import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../platform/errors.js';
import { createEligibility, createPlan } from '../testing/eligibility.js';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';

describe('member links: one holder per person and role', () => {
  let t: TestApp;
  let child: string;
  let first: string;
  let second: string;
  beforeAll(async () => {
    t = await createTestApp();
    const plan = await createPlan(t.db, 'plan-links');
    child = await createEligibility(t.db, { planId: plan, memberId: 'L100-02', relationship: 'child' });
    first = await createUser(t.db, { email: 'first@example.test' });
    second = await createUser(t.db, { email: 'second@example.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  const link = (userId: string, relationship: string) =>
    t.db
      .insertInto('member_links')
      .values({
        id: randomUUID(),
        user_id: userId,
        eligibility_id: child,
        relationship,
        created_at: new Date().toISOString(),
      })
      .execute();

  it('refuses a second account holding the same dependent, as a unique violation', async () => {
    await link(first, 'dependent');
    const error = await link(second, 'dependent').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('lets the same person be held as itself by another account', async () => {
    await expect(link(second, 'self')).resolves.toBeDefined();
    const error = await link(first, 'self').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
