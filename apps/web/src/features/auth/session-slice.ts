import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { User } from '@medivi/domain';
import {
  sessionEnded,
  sessionStarted,
  unauthorizedReceived,
  onboardingCompleted,
} from '../../lib/session-events';

/** Session states (accounts spec §4 Session). */
export type SessionStatus = 'fetching' | 'loggedIn' | 'loggedOut';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Last user activity, ms since the epoch; null when logged out (accounts spec §4 Inactivity). */
  lastActivityAt: number | null;
  /**
   * The user whose password was accepted while the e-mailed sign-in code is awaited (accounts spec
   * §4 One-time code). The session counts as logged out meanwhile, so signed-in pages send the
   * browser to /login, where the Multi-Factor Authentication dialog shows (docs/decisions/0040).
   */
  mfaPendingUser?: User | null;
}

const initialState: SessionState = {
  status: 'fetching',
  user: null,
  lastActivityAt: null,
  mfaPendingUser: null,
};

/** A user counts only when its info carries a roles list (accounts spec §4 Session). */
export function isUserWithRoles(user: unknown): user is User {
  return typeof user === 'object' && user !== null && Array.isArray((user as { roles?: unknown }).roles);
}

/** The auth endpoints (auth-api.ts) the session follows. */
type SessionEndpoint = 'login' | 'verifyOtp';

/** The reducer path of RTK Query's API (lib/api.ts), named here so start-up does not load it. */
const apiReducerPath = 'api';

type EndpointAction = UnknownAction & { payload?: unknown; meta: { fulfilledTimeStamp?: number } };

const phaseMatchers = { pending: isPending, fulfilled: isFulfilled, rejected: isRejected } as const;

/**
 * Matches RTK Query's own actions of one endpoint by name. The slice follows the auth calls
 * without importing their module: that module carries the zod contracts, which only pages
 * loaded later need, so the first download stays small.
 */
function matchEndpoint(endpointName: SessionEndpoint, phase: keyof typeof phaseMatchers) {
  return (action: UnknownAction): action is EndpointAction => {
    if (!phaseMatchers[phase](action) || !action.type.startsWith(`${apiReducerPath}/`)) return false;
    const meta = action.meta as { arg?: { endpointName?: unknown } };
    return meta.arg?.endpointName === endpointName;
  };
}

/** The user of an auth or login reply, if the reply has one. */
function userOf(reply: unknown): unknown {
  return typeof reply === 'object' && reply !== null ? (reply as { user?: unknown }).user : undefined;
}

function logOut(state: SessionState): void {
  state.status = 'loggedOut';
  state.user = null;
  state.lastActivityAt = null;
  state.mfaPendingUser = null;
}

function followReply(state: SessionState, action: EndpointAction): void {
  followUser(state, userOf(action.payload), action.meta.fulfilledTimeStamp ?? null);
}

/** The session after a reply that names `user` (or none), received at `at` (ms since the epoch). */
function followUser(state: SessionState, user: unknown, at: number | null): void {
  if (isUserWithRoles(user) && user.isMFANeeded) {
    logOut(state);
    state.mfaPendingUser = user;
  } else if (isUserWithRoles(user)) {
    state.mfaPendingUser = null;
    state.status = 'loggedIn';
    state.user = user;
    state.lastActivityAt = at;
  } else {
    logOut(state);
  }
}

/**
 * Who is signed in (accounts spec §4 Session): fetching on start, logged in after a user fetch,
 * login or sign-in code whose user has a roles list, logged out after a failed fetch or login,
 * any 401, logout or timeout (`sessionEnded`). A user with `isMFANeeded` is held as
 * `mfaPendingUser` while the session stays logged out until the code is accepted (spec §4
 * One-time code).
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The user did something (click, key, scroll, tab shown): restarts the inactivity clock. */
    activityRecorded: {
      reducer(state, action: PayloadAction<number>) {
        if (state.status === 'loggedIn') state.lastActivityAt = action.payload;
      },
      prepare: (at: number = Date.now()) => ({ payload: at }),
    },
    /** The session fetch of start-up (session-boot.ts) was answered: its reply, and when. */
    sessionFetched: {
      reducer(state, action: PayloadAction<{ reply: unknown; at: number }>) {
        followUser(state, userOf(action.payload.reply), action.payload.at);
      },
      prepare: (reply: unknown, at: number = Date.now()) => ({ payload: { reply, at } }),
    },
    /** The session fetch of start-up failed: logged out. */
    sessionFetchFailed: logOut,
  },
  extraReducers: (builder) => {
    builder
      .addCase(unauthorizedReceived, logOut)
      .addCase(sessionEnded, logOut)
      .addCase(onboardingCompleted, (state) => {
        if (state.user !== null) state.user.isOnboardingComplete = true;
      })
      .addCase(sessionStarted, (state, action) => {
        state.status = 'loggedIn';
        state.user = action.payload.user;
        state.lastActivityAt = action.payload.at;
        state.mfaPendingUser = null;
      })
      .addMatcher(matchEndpoint('login', 'fulfilled'), followReply)
      .addMatcher(matchEndpoint('login', 'rejected'), logOut)
      .addMatcher(matchEndpoint('verifyOtp', 'fulfilled'), followReply);
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectLastActivityAt: (state) => state.lastActivityAt,
    selectMfaPendingUser: (state) => state.mfaPendingUser ?? null,
  },
});

export const { activityRecorded, sessionFetched, sessionFetchFailed } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser, selectLastActivityAt, selectMfaPendingUser } =
  sessionSlice.selectors;
