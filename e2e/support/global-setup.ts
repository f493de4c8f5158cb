import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startClamd } from '../../tools/clamd-process.js';
import { startPortal } from '../../tools/portal-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
    /** The journeys' SQLite database, for a journey that starts portals of its own on it. */
    databaseFile: string;
    /** The clamd socket the journeys' portal scans uploads with. */
    clamdSocket: string;
  }
}

/**
 * Starts the built portal once for all journeys: a fresh embedded database in a temporary folder,
 * reference data imported and demo data seeded exactly as `npm start` does on first start, and a
 * clamd with the test signatures scanning its uploads.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const varDir = mkdtempSync(join(tmpdir(), 'medivi-e2e-'));
  const clamd = await startClamd();
  const portal = await startPortal(
    {
      NODE_ENV: 'test',
      VAR_DIR: varDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      IMPORT_ON_START: 'true',
      LOG_LEVEL: 'warn',
      CLAMD_SOCKET: clamd.socket,
    },
    { timeoutMs: 600_000, output: 'inherit' },
  );
  project.provide('baseURL', `http://localhost:${String(portal.port)}`);
  project.provide('port', portal.port);
  project.provide('databaseFile', join(varDir, 'medivi.sqlite'));
  project.provide('clamdSocket', clamd.socket);
  return async () => {
    await portal.stop();
    await clamd.stop();
    rmSync(varDir, { recursive: true, force: true });
  };
}
