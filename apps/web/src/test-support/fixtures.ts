import type { Plan, User } from '@medivi/domain';
import type { SessionState } from '../features/auth/session-slice';

/** A signed-in user with the given roles; every flag off unless overridden. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userID: 'u-1',
    email: 'pat.member@example.test',
    fullName: 'Pat Member',
    roles: ['medivi-read'],
    isOnboardingComplete: true,
    isPasswordExpired: false,
    isDeactivated: false,
    enableNotification: true,
    isMFANeeded: false,
    accessLevel: null,
    memberID: null,
    ...overrides,
  };
}

/** Session state of a signed-in user (last activity now, by the current clock). */
export function signedInSession(user: User = makeUser()): SessionState {
  return { status: 'loggedIn', user, lastActivityAt: Date.now() };
}

export const signedOutSession: SessionState = { status: 'loggedOut', user: null, lastActivityAt: null };

/** A plan (accounts spec §3 Plan); the member has no own record on it unless overridden. */
export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'plan-1',
    name: 'Acme Health Plan',
    displayMediviMessage: false,
    mediviMessage: null,
    sixDegPatientID: null,
    ...overrides,
  };
}
