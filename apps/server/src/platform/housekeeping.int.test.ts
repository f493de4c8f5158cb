import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../test-support/test-app.js';
import { spentCodeRetentionMs, sweepExpiredAccountData } from './housekeeping.js';
import { codeLifetimeMs, OneTimeCodes } from './one-time-codes.js';

describe('housekeeping of account data', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    userId = await createUser(t.db, { email: 'sweep@example.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps codes for a day after they expire, then removes them; removes ended browser trusts', async () => {
    const codes = new OneTimeCodes(t.db, t.clock);
    await codes.issue(userId, 'sign-in');
    const trust = (id: string, expiresInMs: number) =>
      t.db
        .insertInto('trusted_browsers')
        .values({
          id,
          user_id: userId,
          token_hash: `hash-${id}`,
          expires_at: new Date(t.clock.now().getTime() + expiresInMs).toISOString(),
          created_at: t.clock.now().toISOString(),
        })
        .execute();
    await trust('ends-soon', 1_000);
    await trust('ends-later', 10 * spentCodeRetentionMs);
    const count = async (table: 'one_time_codes' | 'trusted_browsers') =>
      (await t.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;

    t.clock.advance(codeLifetimeMs['sign-in'] + 1_000);
    await sweepExpiredAccountData(t.db, t.clock);
    expect(await count('one_time_codes')).toBe(1);
    expect(await count('trusted_browsers')).toBe(1);

    t.clock.advance(spentCodeRetentionMs);
    await sweepExpiredAccountData(t.db, t.clock);
    expect(await count('one_time_codes')).toBe(0);
    expect(await count('trusted_browsers')).toBe(1);
  });
});
