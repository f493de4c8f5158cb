import type { User } from '@medivi/domain';
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
