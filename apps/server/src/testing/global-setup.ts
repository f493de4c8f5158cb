import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startClamd } from '../../../../tools/clamd-process.js';

// The ProvidedContext of clamdSocket is declared there.
import type {} from './malware-scanner.js';

/**
 * Runs once before the integration tests: when TEST_DATABASE_URL names a PostgreSQL server, checks
 * that it answers, so a missing server fails fast with a clear message; then starts a clamd with
 * the test signatures, unless CLAMD_SOCKET names a running one.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (url !== undefined) {
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
  const given = process.env.CLAMD_SOCKET;
  if (given !== undefined && given !== '') {
    project.provide('clamdSocket', given);
    return undefined;
  }
  const clamd = await startClamd();
  project.provide('clamdSocket', clamd.socket);
  return () => clamd.stop();
}
