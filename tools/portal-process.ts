import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The repository root. */
export const repositoryRoot = resolve(import.meta.dirname, '..');

/**
 * Flags Debian Chromium needs here: headless without a sandbox (root in CI), and none of the
 * background connections a closed network refuses.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (CHROME_PATH overrides). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A free loopback port. */
export function freePort(): Promise<number> {
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

/** A built portal running as a child process. */
export interface PortalProcess {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Node.js arguments that run the portal: the built `apps/server/dist/main.js`, or with `fromSource`
 * `apps/server/src/main.ts` through tsx (the workspace packages' `source` condition), so a test
 * runs the code of its own tree without a build. Either way the child is the portal's own Node.js
 * process, so a signal sent to it reaches the portal itself.
 */
export function portalArguments(fromSource: boolean): string[] {
  return fromSource
    ? ['--conditions=source', '--import', 'tsx', resolve(repositoryRoot, 'apps/server/src/main.ts')]
    : [resolve(repositoryRoot, 'apps/server/dist/main.js')];
}

/**
 * Starts the built portal (`apps/server/dist/main.js`, or its source with `fromSource`) on a free
 * loopback port (or `port`) with `env` added to this process's environment, and waits until
 * `GET /api/auth` answers.
 * @throws Error when the process exits or does not answer within `timeoutMs`.
 */
export async function startPortal(
  env: Record<string, string>,
  options: { timeoutMs?: number; output?: 'inherit' | 'ignore'; fromSource?: boolean; port?: number } = {},
): Promise<PortalProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, portalArguments(options.fromSource === true), {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', options.output ?? 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${url}/api/auth`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('portal did not start in time');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    port,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
