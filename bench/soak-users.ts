/**
 * The virtual users of the soak benchmark (bench/soak-bench.ts): each signs in (password, then the
 * sign-in code from the readable outbox), then repeats a mix of provider search, filing a case with
 * a small PDF, and reading notifications, against the portals in turn, until the run ends. Every
 * timed request is recorded with the minute of the run it started in.
 */
import { performance } from 'node:perf_hooks';
import { memberCaseBody, multipartUpload, samplePdf } from '../apps/server/src/testing/cases.js';
import { signInHeaders } from './support.js';

/** One timed request: what, when (ms since the run's start), how long (ms), and whether it failed. */
export interface Sample {
  action: Action;
  startedMs: number;
  durationMs: number;
  failed: boolean;
}

/** The actions of the mix. */
export type Action = 'sign-in' | 'search' | 'file-case' | 'notifications';

/** A failed request: the action, the status (0 for a network error) and the start of the body. */
export interface Failure {
  action: Action;
  status: number;
  detail: string;
}

/** A virtual user: his e-mail, password and the sixDegPatientID of his own record. */
export interface SoakUser {
  email: string;
  password: string;
  selfLinkId: string;
}

/** Shared state of one run: the portals, the samples, the failures and the end time. */
export interface SoakRun {
  urls: readonly string[];
  startedAt: number;
  endsAt: number;
  samples: Sample[];
  failures: Failure[];
}

/** The zip codes of the shipped reference data the searches ask around. */
const searchZips = ['44106', '44113', '44118', '44122'];

class RequestFailed extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

async function timed(run: SoakRun, action: Action, work: () => Promise<void>): Promise<boolean> {
  const start = performance.now();
  let failed = false;
  try {
    await work();
  } catch (error) {
    failed = true;
    const status = error instanceof RequestFailed ? error.status : 0;
    const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
    run.failures.push({ action, status, detail });
  }
  run.samples.push({
    action,
    startedMs: start - run.startedAt,
    durationMs: performance.now() - start,
    failed,
  });
  return !failed;
}

async function expectOk(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok)
    throw new RequestFailed(response.status, `${String(response.status)} ${text.slice(0, 160)}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/**
 * Runs one virtual user until `run.endsAt`: signs in on portal `index % urls.length`, then loops
 * over search (2 in 4), notifications (1 in 4) and filing a case with a PDF (1 in 4), moving to the
 * other portal and signing in again every 10 actions (sessions live in the shared database).
 */
export async function runSoakUser(run: SoakRun, user: SoakUser, index: number): Promise<void> {
  let iteration = 0;
  let portal = index % run.urls.length;
  const session: { headers: Record<string, string> | null } = { headers: null };
  while (performance.now() < run.endsAt) {
    const url = run.urls[portal] ?? '';
    if (session.headers === null || iteration % 10 === 0) {
      session.headers = null;
      await timed(run, 'sign-in', async () => {
        session.headers = await signInHeaders(url, user.email, user.password);
      });
    }
    const h = session.headers;
    if (h === null) {
      await new Promise((r) => setTimeout(r, 1000));
      iteration += 1;
      continue;
    }
    const step = (iteration + index) % 4;
    if (step === 0 || step === 2) {
      const zip = searchZips[(iteration + index) % searchZips.length] ?? '44106';
      await timed(run, 'search', async () => {
        await expectOk(
          await fetch(`${url}/api/provider-search/v1?zip=${zip}&radius=25&limit=20`, { headers: h }),
        );
      });
    } else if (step === 1) {
      await timed(run, 'notifications', async () => {
        await expectOk(await fetch(`${url}/api/notifications`, { headers: h }));
      });
    } else {
      await timed(run, 'file-case', () => fileCase(url, h, user));
    }
    iteration += 1;
    if (iteration % 10 === 0) portal = (portal + 1) % run.urls.length;
  }
}

/** `POST /api/createCase` (a Balance Bill for the member himself), then its PDF attachment. */
async function fileCase(url: string, headers: Record<string, string>, user: SoakUser): Promise<void> {
  const created = (await expectOk(
    await fetch(`${url}/api/createCase`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(memberCaseBody(user.selfLinkId, 'BalanceBill', { email: user.email })),
    }),
  )) as { id: string };
  const { payload, contentType } = multipartUpload({ caseID: created.id, title: 'EOB' }, [
    { fileName: 'bill.pdf', content: samplePdf, contentType: 'application/pdf' },
  ]);
  await expectOk(
    await fetch(`${url}/api/case/uploadAttachment`, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      body: new Uint8Array(payload),
    }),
  );
}
