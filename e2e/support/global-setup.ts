import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolvePort(port);
      });
    });
    server.on('error', reject);
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited with code ${String(child.exitCode)}`);
    try {
      const response = await fetch(`${url}/api/auth`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('portal did not become ready in time');
}

/**
 * Starts the built portal once for all journeys: a fresh embedded database in a temporary folder,
 * reference data imported and demo data seeded exactly as `npm start` does on first start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const varDir = mkdtempSync(join(tmpdir(), 'medivi-e2e-'));
  const port = await freePort();
  const root = resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      VAR_DIR: varDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      IMPORT_ON_START: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${String(port)}`;
  await waitForReady(baseURL, child, 600_000);
  project.provide('baseURL', baseURL);
  project.provide('port', port);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(varDir, { recursive: true, force: true });
  };
}
