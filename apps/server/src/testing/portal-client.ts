import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { testPassword } from './test-app.js';
import { multipartUpload } from './cases.js';

/** A signed-in browser against a portal on a port: its session cookie and CSRF token. */
export interface PortalSession {
  baseUrl: string;
  cookie: string;
  csrfToken: string;
}

/** The SHA-256 (hex) of `content`. */
export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('medivi.sid='));
  if (cookie === undefined) throw new Error('no session cookie set');
  return cookie.split(';')[0] ?? '';
}

/**
 * Signs `email` in over HTTP like a browser: the password, then the sign-in code read from the
 * outbox (`GET /api/dev/outbox`, open outside production).
 * @throws Error when a step is refused.
 */
export async function signInOverHttp(baseUrl: string, email: string): Promise<PortalSession> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: testPassword, rememberMe: false }),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${String(login.status)} ${await login.text()}`);
  const pending = { cookie: sessionCookieOf(login), ...((await login.json()) as { csrfToken: string }) };
  const outbox = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: { accept: 'application/json' },
  });
  const { messages } = (await outbox.json()) as { messages: { purpose: string; text: string }[] };
  const otp = messages.find((m) => m.purpose === 'sign-in-code')?.text.match(/\b\d{6}\b/)?.[0];
  if (otp === undefined) throw new Error(`no sign-in code sent to ${email}`);
  const verified = await fetch(`${baseUrl}/api/verifyOTP`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: pending.cookie,
      'x-csrf-token': pending.csrfToken,
    },
    body: JSON.stringify({ otp, skip_mfa: false }),
  });
  if (verified.status !== 200) throw new Error(`sign-in code: ${String(verified.status)}`);
  const { csrfToken } = (await verified.json()) as { csrfToken: string };
  return { baseUrl, cookie: sessionCookieOf(verified), csrfToken };
}

/** A call as the signed-in browser (cookie and CSRF token); `body` objects are sent as JSON. */
export function call(session: PortalSession, method: string, path: string, body?: object): Promise<Response> {
  return fetch(`${session.baseUrl}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** `POST /api/case/uploadAttachment` of one file, as the case pages send each file (0094). */
export function uploadOne(session: PortalSession, caseID: string, fileName: string, content: Buffer) {
  const { payload, contentType } = multipartUpload({ caseID, contentLocation: '', title: '' }, [
    { fileName, content },
  ]);
  return fetch(`${session.baseUrl}/api/case/uploadAttachment`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': contentType },
    body: new Uint8Array(payload),
  });
}

/**
 * Starts the same upload but sends only the first `fraction` of its body, so the server is in the
 * middle of reading it; the request is left hanging (its errors are ignored).
 */
export function startPartialUpload(
  session: PortalSession,
  caseID: string,
  fileName: string,
  content: Buffer,
  fraction = 0.5,
): void {
  const { payload, contentType } = multipartUpload({ caseID, contentLocation: '', title: '' }, [
    { fileName, content },
  ]);
  const req = httpRequest(`${session.baseUrl}/api/case/uploadAttachment`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      'content-type': contentType,
      'content-length': String(payload.length),
    },
  });
  req.on('error', () => undefined);
  req.write(payload.subarray(0, Math.floor(payload.length * fraction)));
}

/** A case as its member sees it: its number and each attachment's name and SHA-256 of its download. */
export interface VisibleCase {
  id: string;
  CaseNumber: string;
  files: { fileName: string; sha256: string }[];
}

/**
 * Every case the member sees (`GET /api/getCases`), each with its attachments as listed by
 * `GET /api/case/:id` and downloaded.
 * @throws Error when a listed attachment cannot be downloaded.
 */
export async function visibleCases(session: PortalSession): Promise<VisibleCase[]> {
  const list = await call(session, 'GET', '/api/getCases');
  if (list.status !== 200) throw new Error(`case list: ${String(list.status)}`);
  const { records } = (await list.json()) as { records: { id: string; CaseNumber: string }[] };
  const cases: VisibleCase[] = [];
  for (const record of records) {
    const detail = await call(session, 'GET', `/api/case/${record.id}`);
    const body = (await detail.json()) as { records: { attachments: { id: string; fileName: string }[] }[] };
    const files: VisibleCase['files'] = [];
    for (const attachment of body.records[0]?.attachments ?? []) {
      const download = await call(session, 'GET', `/api/case/${record.id}/attachments/${attachment.id}`);
      if (download.status !== 200)
        throw new Error(`${attachment.fileName}: download ${String(download.status)}`);
      files.push({
        fileName: attachment.fileName,
        sha256: sha256(Buffer.from(await download.arrayBuffer())),
      });
    }
    cases.push({ id: record.id, CaseNumber: record.CaseNumber, files });
  }
  return cases;
}
