import { errorReplySchema } from '@medivi/domain';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../../testing/test-app.js';

export const listUrl = '/api/getProviderExperience';
export const createUrl = '/api/createProviderExperience';
export const updateUrl = (npi: string) => `/api/updateProviderExperience/${npi}`;
export const historyUrl = (npi: string) => `/api/providerExperienceHistory/${npi}`;

/**
 * Valid NPIs (check digit included): the CMS worked example and real Cleveland physicians. The
 * tests that use them import no provider directory, so none of them is "known" there.
 */
export const testNpis = [
  '1234567893',
  '1003000423',
  '1003178427',
  '1003254350',
  '1003805508',
  '1003279886',
] as const;

type Method = 'GET' | 'POST' | 'PUT';

/** An app with an updater ('Uma Updater'), a read-only user and a searcher without either role. */
export interface ProviderExperienceTestApp {
  t: TestApp;
  updater: SignedIn;
  readonly: SignedIn;
  searcher: SignedIn;
  /** Sends a request, with the session's cookie and CSRF token when given. */
  call(
    method: Method,
    url: string,
    session?: SignedIn,
    payload?: object,
  ): Promise<{ status: number; json: unknown }>;
  /** Sends a request and parses the error reply. */
  rejected(
    method: Method,
    url: string,
    session?: SignedIn,
    payload?: object,
  ): Promise<{ status: number; error: ReturnType<typeof errorReplySchema.parse> }>;
}

/** Builds the app and signs the three users in. */
export async function createProviderExperienceTestApp(): Promise<ProviderExperienceTestApp> {
  const t = await createTestApp();
  await createUser(t.db, {
    email: 'updater@example.test',
    fullName: 'Uma Updater',
    roles: ['medivi-read', 'medivi-updateproviderexperience'],
  });
  await createUser(t.db, {
    email: 'readonly@example.test',
    roles: ['medivi-read', 'medivi-updateproviderexperiencereadonly'],
  });
  await createUser(t.db, { email: 'searcher@example.test', roles: ['medivi-read'] });
  const call: ProviderExperienceTestApp['call'] = async (method, url, session, payload) => {
    const response = await t.app.inject({
      method,
      url,
      ...(session === undefined ? {} : { headers: session.headers }),
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, json: response.json<unknown>() };
  };
  return {
    t,
    updater: await signIn(t.app, 'updater@example.test'),
    readonly: await signIn(t.app, 'readonly@example.test'),
    searcher: await signIn(t.app, 'searcher@example.test'),
    call,
    rejected: async (method, url, session, payload) => {
      const { status, json } = await call(method, url, session, payload);
      return { status, error: errorReplySchema.parse(json) };
    },
  };
}
