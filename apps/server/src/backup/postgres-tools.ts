import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * The path of a PostgreSQL program (`pg_dump`, `pg_restore`, `pg_ctl`, `initdb`, …): the first on
 * PATH, else the newest under Debian's `/usr/lib/postgresql/<version>/bin`.
 * @throws Error naming the program and how to install it when there is none.
 */
export function findPostgresProgram(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir !== '' && existsSync(join(dir, name))) return join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = join(root, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(
    `${name} was not found: install the PostgreSQL client programs (Debian: apt-get install postgresql-client) or put ${name} on PATH`,
  );
}

/**
 * Runs PostgreSQL program `name` with `args` and waits for it.
 * @throws Error with the program's own error output when it exits with a failure.
 */
export async function runPostgresProgram(name: string, args: readonly string[]): Promise<void> {
  try {
    await execFileAsync(findPostgresProgram(name), [...args], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const detail = typeof stderr === 'string' && stderr.trim() !== '' ? `: ${stderr.trim()}` : '';
    throw new Error(`${name} failed${detail}`, { cause: error });
  }
}
