import { createAction } from '@reduxjs/toolkit';
import type { User } from '@medivi/domain';

/** Any call answered 401: the client counts the user as logged out (accounts spec §8). */
export const unauthorizedReceived = createAction('session/unauthorizedReceived');

/**
 * The session ended (logout, 401 or timeout). Feature slices reset on it: logging out resets
 * provider search, add-case and member info (accounts spec §2 screen 10).
 */
export const sessionEnded = createAction('session/ended');

/**
 * A call other than sign-in signed the browser in and returned the user (setting a new password
 * after a verified reset, accounts spec §4 Password reset: "update (logs in)").
 */
export const sessionStarted = createAction('session/started', (user: User, at: number = Date.now()) => ({
  payload: { user, at },
}));

/**
 * The signed-in user finished the first run at /onboarding (accounts spec §4 Session "Completing
 * onboarding flags the user as onboarded"): the session's user reads as onboarded at once.
 */
export const onboardingCompleted = createAction('session/onboardingCompleted');
