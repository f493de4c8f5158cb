import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';
import { countFailure, createLimiter, storedLimitKey } from './rate-limit.js';

describe(`rate limits on ${testDialect}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('counts a key of any length and stores none of it in plain text', async () => {
    const limiter = createLimiter(database.handle, {
      keyPrefix: 'test-long-key',
      points: 1,
      durationSeconds: 60,
      blockSeconds: 60,
    });
    // An e-mail far past the store's 255-character key column (found by the bad-input suite).
    const email = `${'w'.repeat(400)}@example.test`;
    expect(await countFailure(limiter, email)).toBe(0);
    expect(await countFailure(limiter, email)).toBeGreaterThan(0);
    expect(await countFailure(limiter, 'someone-else@example.test')).toBe(0);
    // The store's own table, outside the typed schema.
    const { rows } = await sql<{ key: string }>`select key from rate_limits`.execute(database.handle.db);
    const keys = rows.map((row) => row.key);
    expect(keys).toContain(`test-long-key:${storedLimitKey(email)}`);
    expect(keys.some((key) => key.includes('example.test'))).toBe(false);
  });
});
