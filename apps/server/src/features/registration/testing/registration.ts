import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { createEligibility, createPlan } from '../../../testing/eligibility.js';
import { linkCodeFor } from '../../../testing/outbox.js';
import { sessionCookieOf } from '../../../testing/test-app.js';

/** A strong password that is on no breach list. */
export const newPassword = 'Vq8!rT2#mZ5@wL9x';

/** Credentials of a synthetic eligibility record for registration tests. */
export interface Person {
  memberID: string;
  groupID: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  zip: string;
}

/** Inserts a synthetic adult subscriber on plan `planId` and returns its credentials. */
export async function createPerson(db: Kysely<Database>, planId: string, memberID: string): Promise<Person> {
  await createPlan(db, planId);
  const person: Person = {
    memberID,
    groupID: 'GRP100',
    firstName: 'TAYLOR',
    lastName: `SYNTH-${memberID}`,
    dateOfBirth: '1990-07-04',
    zip: '44106',
  };
  await createEligibility(db, { planId, ...person, memberId: memberID });
  return person;
}

/** A multipart/form-data body and its content type, built by hand as a browser would send it. */
export function multipart(fields: Record<string, string>): { payload: string; contentType: string } {
  const boundary = '----medivi-test-boundary-7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Registers `person` with `email` (new account) and returns the `POST /api/v3/members/add` reply. */
export function register(
  app: FastifyInstance,
  person: Person,
  email: string,
  password = newPassword,
  remoteAddress = '10.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v3/members/add',
    remoteAddress,
    payload: { ...person, email, password, passwordConfirm: password },
  });
}

/** Follows the verification link sent to `email`; returns the signed-in cookie and CSRF token. */
export async function verifyEmailOf(app: FastifyInstance, email: string) {
  const code = await linkCodeFor(app, email, 'email-verification');
  const response = await app.inject({
    method: 'POST',
    url: '/api/verifyEmail',
    payload: { emailVerificationCode: code },
  });
  const cookie = sessionCookieOf(response) ?? '';
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return { response, code, cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}
