import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import {
  type PortalProcess,
  repositoryRoot,
  startPortal as startPortalProcess,
} from '../tools/portal-process.js';

/** The repository root. */
export const root = repositoryRoot;

/**
 * Starts the built portal on `databaseUrl` (an SQLite file or `postgres://…`) for a benchmark: no
 * import or seed at start, quiet logs, a fixed session secret and cookies usable over loopback.
 * NODE_ENV=test: a production start refuses to run without SMTP_URL, and with MAIL_TRANSPORT=outbox
 * opens the outbox only to a signed-in medivi-admin, so the benchmarks could not read the sign-in
 * code their accounts are sent (docs/decisions/0087).
 */
export function startPortal(
  databaseUrl: string,
  varDir: string,
  env: Record<string, string> = {},
  options: { timeoutMs?: number } = {},
): Promise<PortalProcess> {
  return startPortalProcess(
    {
      NODE_ENV: 'test',
      SESSION_SECRET: 'benchmark-session-secret-0123456789-abcdefghijkl',
      // Plain HTTP on loopback: a Secure cookie would never come back.
      COOKIE_SECURE: 'false',
      DATABASE_URL: databaseUrl,
      VAR_DIR: varDir,
      IMPORT_ON_START: 'false',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    options,
  );
}

/** Signs in and returns the headers an authenticated call sends. */
export async function signInHeaders(
  url: string,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${String(response.status)}`);
  const pending = { cookie: sessionCookie(response) };
  const body = (await response.json()) as { csrfToken: string; user: { isMFANeeded: boolean } };
  if (!body.user.isMFANeeded) return { cookie: pending.cookie, 'x-csrf-token': body.csrfToken };
  // The sign-in code: read from the embedded outbox, as a person would from their inbox.
  const outbox = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: { accept: 'application/json' },
  });
  const { messages } = (await outbox.json()) as { messages: { purpose: string; text: string }[] };
  const otp = messages.find((m) => m.purpose === 'sign-in-code')?.text.match(/\b\d{6}\b/)?.[0];
  if (otp === undefined) throw new Error('no sign-in code in the outbox');
  const verified = await fetch(`${url}/api/verifyOTP`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: pending.cookie, 'x-csrf-token': body.csrfToken },
    body: JSON.stringify({ otp, skip_mfa: false }),
  });
  if (!verified.ok) throw new Error(`sign-in code refused: ${String(verified.status)}`);
  const { csrfToken } = (await verified.json()) as { csrfToken: string };
  return { cookie: sessionCookie(verified), 'x-csrf-token': csrfToken };
}

function sessionCookie(response: Response): string {
  return (response.headers.getSetCookie().find((c) => c.startsWith('medivi.sid=')) ?? '').split(';')[0] ?? '';
}

/** Latency percentiles (ms) and throughput of one load run. */
export interface LoadResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * A load result from the response times (ms) of a run of `durationSeconds` in which every
 * request answered (a driver stops at the first refusal instead).
 */
export function loadResultOf(name: string, times: readonly number[], durationSeconds: number): LoadResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requestsPerSecond: sorted.length / durationSeconds,
    requests: sorted.length,
    non2xx: 0,
    errors: 0,
  };
}

/** The median of `values` (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The `p`th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Runs autocannon against `paths` (cycled) with `connections` concurrent clients for
 * `durationSeconds`, after a warm-up of the same length / 5, recording every response time.
 */
export async function measure(
  name: string,
  url: string,
  paths: readonly (string | LoadRequest)[],
  headers: Record<string, string>,
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 20;
  const duration = options.durationSeconds ?? 10;
  const requests = paths.map((path) =>
    typeof path === 'string'
      ? { method: 'GET' as const, path }
      : {
          method: 'POST' as const,
          path: path.path,
          body: JSON.stringify(path.json),
          headers: { 'content-type': 'application/json' },
        },
  );
  await autocannon({ url, connections, duration: Math.max(1, Math.round(duration / 5)), headers, requests });
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon({ url, connections, duration, headers, requests }, (error: unknown, done) => {
      if (error instanceof Error) reject(error);
      else if (error !== null && error !== undefined) reject(new Error('load run failed'));
      else resolveRun(done);
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  // A refused request means the run measured the wrong thing (a lost session, say): stop.
  // Timeouts and socket errors are part of the result and are reported as failed.
  if (result.non2xx > 0) throw new Error(`${name}: ${String(result.non2xx)} replies were not 2xx`);
  return {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A POST of a JSON body, for {@link measure}. */
export interface LoadRequest {
  path: string;
  json: unknown;
}

/** A Markdown table of load results. */
export function loadTable(results: readonly LoadResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.requestsPerSecond.toFixed(0)} | ${String(r.requests)} | ${String(r.non2xx + r.errors)} |`,
  );
  return [
    '| scenario | p50 ms | p95 ms | p99 ms | req/s | requests | failed |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * Runs `file` (a benchmark module) in a child process of its own with `--child` and `args`, so that
 * what it measures (peak memory above all) is its own; resolves with the JSON of its last stdout
 * line. Rejects when the child fails or prints nothing.
 */
export function runBenchChild<Result>(file: string, args: readonly string[]): Promise<Result> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, '--child', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || last === '') {
        reject(new Error(`benchmark child ${args[0] ?? ''} exited with ${String(code)}`));
        return;
      }
      resolvePromise(JSON.parse(last) as Result);
    });
  });
}
