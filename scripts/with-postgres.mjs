#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at PostgreSQL. When TEST_DATABASE_URL is already
// set (CI starts a server), it is used as is. Otherwise a throwaway cluster is made with the
// machine's initdb/pg_ctl in a temporary folder, on a free loopback port, and removed afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres <command…>');
  process.exit(2);
}

function run(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env,
      shell: process.platform === 'win32',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function findBin(name) {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = join(root, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

if (process.env.TEST_DATABASE_URL) {
  process.exit(await run(process.env));
}

const initdb = findBin('initdb');
const pgCtl = findBin('pg_ctl');
if (!initdb || !pgCtl) {
  console.error(
    'PostgreSQL tests need a server: set TEST_DATABASE_URL, or install PostgreSQL (Debian: apt-get install postgresql) so initdb and pg_ctl are found.',
  );
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// PostgreSQL refuses to run as root; as root the throwaway cluster runs as the postgres user.
const asUser = (bin, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);
const dir = mkdtempSync(join(tmpdir(), 'medivi-pg-'));
chmodSync(dir, 0o777);
const dataDir = join(dir, 'data');
const port = await freePort();
let exitCode = 1;
try {
  const [initBin, initArgs] = asUser(initdb, [
    '-D',
    dataDir,
    '-U',
    'medivi',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  execFileSync(initBin, initArgs, { stdio: 'ignore' });
  const [startBin, startArgs] = asUser(pgCtl, [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ]);
  execFileSync(startBin, startArgs, { stdio: 'ignore' });
  const url = `postgres://medivi@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL test server on 127.0.0.1:${port}`);
  exitCode = await run({ ...process.env, TEST_DATABASE_URL: url });
} finally {
  try {
    const [stopBin, stopArgs] = asUser(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
    execFileSync(stopBin, stopArgs, { stdio: 'ignore' });
  } catch {
    // Already stopped.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
