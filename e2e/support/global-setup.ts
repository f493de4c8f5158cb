import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from '../../tools/portal-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
  }
}

/**
 * Starts the built portal once for all journeys: a fresh embedded database in a temporary folder,
 * reference data imported and demo data seeded exactly as `npm start` does on first start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const varDir = mkdtempSync(join(tmpdir(), 'medivi-e2e-'));
  const portal = await startPortal(
    {
      NODE_ENV: 'test',
      VAR_DIR: varDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      IMPORT_ON_START: 'true',
      LOG_LEVEL: 'warn',
    },
    { timeoutMs: 600_000, output: 'inherit' },
  );
  project.provide('baseURL', `http://localhost:${String(portal.port)}`);
  project.provide('port', portal.port);
  return async () => {
    await portal.stop();
    rmSync(varDir, { recursive: true, force: true });
  };
}
