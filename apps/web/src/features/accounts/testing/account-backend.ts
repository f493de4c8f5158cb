import type { DependentMember, Plan } from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';

import { makePlan } from '../../../testing/fixtures';

export { makePlan };

/** A dependent for tests. */
export function makeDependent(overrides: Partial<DependentMember> = {}): DependentMember {
  return {
    sixDegPatientID: 'dep-1',
    firstName: 'ALEX',
    lastName: 'MEMBER',
    memberId: 'M100-01',
    patientid: null,
    ...overrides,
  };
}

type Reply = Response | Promise<Response>;

/**
 * A fake Account Settings backend over `fetch`: plans, dependents (deleting one removes it from
 * later lists) and the JSON bodies the page posted. Handlers may be replaced per test.
 */
export function mockAccountBackend(
  options: {
    plans?: Plan[];
    dependents?: DependentMember[];
    handlers?: Record<string, (request: Request) => Reply>;
  } = {},
) {
  let dependents = options.dependents ?? [];
  const bodies: { key: string; body: unknown }[] = [];
  const record = async (key: string, request: Request) => {
    bodies.push({ key, body: request.method === 'DELETE' ? null : await request.json() });
  };
  const fetchMock = mockApi({
    'GET /api/v2/get-plans': () => jsonResponse(options.plans ?? [makePlan()]),
    'GET /api/v2/get-LivePlansForProviders': () => jsonResponse(options.plans ?? [makePlan()]),
    'GET /api/getDependentMember': () => jsonResponse({ dependentMembers: dependents }),
    'POST /api/user/updateUserSettings': async (request) => {
      await record('settings', request);
      const { enableNotification } = bodies.at(-1)?.body as { enableNotification: boolean };
      return jsonResponse({ message: 'Saved.', enableNotification });
    },
    'POST /api/v3/users/delete': async (request) => {
      await record('delete-user', request);
      return jsonResponse({ message: 'Your account has been deleted.' });
    },
    'DELETE /api/dependentMember/dep-1': () => {
      dependents = dependents.filter((dependent) => dependent.sixDegPatientID !== 'dep-1');
      return jsonResponse({ message: 'Dependent member deleted.' });
    },
    ...options.handlers,
  });
  return { fetchMock, bodies };
}
