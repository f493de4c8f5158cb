import pg from 'pg';

/**
 * Runs once before the integration tests: when TEST_DATABASE_URL names a PostgreSQL server, checks
 * that it answers, so a missing server fails fast with a clear message.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
