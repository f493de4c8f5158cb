import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { linkCodeFor } from '../../../testing/outbox.js';
import { sessionCookieOf } from '../../../testing/test-app.js';

/** A strong password that no breach list holds, for tests. */
export const newTestPassword = 'Lantern-Quarry-Oboe-58';

let addressCounter = 0;
/** A client address of its own, so the per-address limits of one test do not reach another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.9.${String(Math.floor(addressCounter / 250))}.${String((addressCounter % 250) + 1)}`;
}

/** `POST /api/request-password-reset` for `email` from `address`. */
export function requestReset(
  app: FastifyInstance,
  email: string,
  options: { address?: string; destinationURL?: string; application?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/request-password-reset',
    remoteAddress: options.address ?? freshAddress(),
    payload: {
      email,
      application: options.application ?? 'MediVI',
      ...(options.destinationURL === undefined ? {} : { destinationURL: options.destinationURL }),
    },
  });
}

/** `POST /api/verifyPasswordReset` with `code`. */
export function verifyReset(
  app: FastifyInstance,
  code: string,
  address = freshAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/verifyPasswordReset',
    remoteAddress: address,
    payload: { emailVerificationCode: code },
  });
}

/** A verified reset: the session cookie and CSRF token `updatePassword` needs. */
export interface ResetSession {
  cookie: string;
  token: string;
  fullName: string;
}

/** Requests a reset for `email`, reads the link from the outbox and verifies it. */
export async function verifiedResetFor(app: FastifyInstance, email: string): Promise<ResetSession> {
  const requested = await requestReset(app, email);
  if (requested.statusCode !== 200) throw new Error(`reset request: ${String(requested.statusCode)}`);
  const verified = await verifyReset(app, await linkCodeFor(app, email, 'password-reset'));
  if (verified.statusCode !== 200) throw new Error(`verify: ${String(verified.statusCode)} ${verified.body}`);
  const cookie = sessionCookieOf(verified);
  if (cookie === undefined) throw new Error('verify set no session cookie');
  const { token, fullName } = verified.json<{ token: string; fullName: string }>();
  return { cookie, token, fullName };
}

/** `POST /api/updatePassword` as multipart form data (spec §7), with the reset session. */
export function updatePasswordForm(
  app: FastifyInstance,
  session: { cookie: string; token: string } | null,
  password: string,
): Promise<LightMyRequestResponse> {
  const boundary = '----medivi-test-boundary';
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="password"',
    '',
    password,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return app.inject({
    method: 'POST',
    url: '/api/updatePassword',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(session === null ? {} : { cookie: session.cookie, 'x-csrf-token': session.token }),
    },
    payload,
  });
}
