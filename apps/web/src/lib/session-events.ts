import { createAction } from '@reduxjs/toolkit';

/** Any call answered 401: the client counts the user as logged out (accounts spec §8). */
export const unauthorizedReceived = createAction('session/unauthorizedReceived');

/**
 * The session ended (logout, 401 or timeout). Feature slices reset on it: logging out resets
 * provider search, add-case and member info (accounts spec §2 screen 10).
 */
export const sessionEnded = createAction('session/ended');
