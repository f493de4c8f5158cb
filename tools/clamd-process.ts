import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The signature database tests give clamd: ClamAV's own EICAR test signature as a body-pattern
 * (.ndb) signature, since the machines that run the tests cannot download ClamAV's databases.
 * Production runs clamd with the real databases kept fresh by freshclam (README "Malware scanning").
 */
export const testSignatureFile = resolve(import.meta.dirname, 'clamav/test-signatures.ndb');

/** Debian's clamd (CLAMD_BIN overrides). */
const clamdPath = process.env.CLAMD_BIN ?? '/usr/sbin/clamd';

/** A clamd of the tests' own, on a Unix socket in a temporary folder. */
export interface ClamdProcess {
  socket: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** True when clamd answers PING on `socket` with PONG. */
export function pingClamd(socket: string): Promise<boolean> {
  return new Promise((resolvePing) => {
    const connection = createConnection({ path: socket });
    let answer = '';
    connection.setTimeout(2000, () => {
      connection.destroy();
      resolvePing(false);
    });
    connection.on('connect', () => connection.write('zPING\0'));
    connection.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    connection.on('end', () => {
      resolvePing(answer.startsWith('PONG'));
    });
    connection.on('error', () => {
      resolvePing(false);
    });
  });
}

/**
 * Starts clamd in the foreground with only the test signatures, and waits until it answers.
 * @throws Error naming the package to install when clamd is missing, or when it does not answer
 * within `timeoutMs`.
 */
export async function startClamd(options: { timeoutMs?: number } = {}): Promise<ClamdProcess> {
  if (!existsSync(clamdPath)) {
    throw new Error(
      `clamd not found at ${clamdPath}: the upload tests scan files with ClamAV. Install it (Debian: apt-get install clamav-daemon) or set CLAMD_SOCKET to a running clamd.`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'medivi-clamd-'));
  const databases = join(dir, 'db');
  mkdirSync(databases);
  copyFileSync(testSignatureFile, join(databases, 'test-signatures.ndb'));
  const socket = join(dir, 'clamd.sock');
  const config = join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${databases}`,
      `TemporaryDirectory ${dir}`,
      'Foreground yes',
      'LogTime no',
      'StreamMaxLength 30M',
      '',
    ].join('\n'),
  );
  const child = spawn(clamdPath, [`--config-file=${config}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`clamd exited with ${String(child.exitCode)}`);
    if (await pingClamd(socket)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('clamd did not answer in time');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    socket,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
