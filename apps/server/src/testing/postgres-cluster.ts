import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresProgram } from '../backup/postgres-tools.js';

/** A throwaway PostgreSQL server of one test, which the test may stop and start again. */
export interface PostgresCluster {
  /** `postgres://medivi@127.0.0.1:<port>/postgres`. */
  url: string;
  /** `pg_ctl stop` with `mode` (default 'immediate': like a crash, no shutdown checkpoint). */
  stop(mode?: 'immediate' | 'fast'): void;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): void;
  /** Stops it and removes its folder. */
  dispose(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
    server.on('error', reject);
  });
}

/**
 * Makes and starts a PostgreSQL cluster in a temporary folder on a free loopback port, as
 * scripts/with-postgres.mjs does (as root it runs as the postgres user; trust authentication,
 * no fsync).
 * @throws Error when initdb or pg_ctl is missing or fails.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const initdb = findPostgresProgram('initdb');
  const pgCtl = findPostgresProgram('pg_ctl');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (bin: string, args: string[]): void => {
    const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
    execFileSync(command, commandArgs, { stdio: 'ignore' });
  };
  const dir = mkdtempSync(join(tmpdir(), 'medivi-pg-restart-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  run(initdb, ['-D', dataDir, '-U', 'medivi', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const start = (): void => {
    run(pgCtl, [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
      '-o',
      `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    ]);
  };
  const stop = (mode: 'immediate' | 'fast' = 'immediate'): void => {
    run(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  start();
  return {
    url: `postgres://medivi@127.0.0.1:${String(port)}/postgres`,
    stop,
    start,
    dispose: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
