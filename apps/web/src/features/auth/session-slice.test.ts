import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { sessionEnded, unauthorizedReceived } from '../../lib/session-events';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser } from '../../testing/fixtures';
import { authApi } from './auth-api';
import { activityRecorded, isUserWithRoles } from './session-slice';
import { storeCsrfTokenFromAddress } from './address-token';
import { fetchSession } from './session-boot';

describe('session slice', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('starts fetching, and is logged in after an auth reply whose user has roles', async () => {
    const user = makeUser();
    mockApi({
      'GET /api/auth': () =>
        jsonResponse({ user, authBaseURL: '', error: null, csrfToken: 'token-from-auth' }),
    });
    const store = createStore();
    expect(store.getState().session.status).toBe('fetching');
    await fetchSession(store.dispatch);
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', user: { email: user.email } });
    expect(store.getState().session.lastActivityAt).toEqual(expect.any(Number));
    expect(readStorage(storageKeys.csrfToken)).toBe('token-from-auth');
  });

  it('is logged out when the auth reply has no user', async () => {
    mockApi({
      'GET /api/auth': () =>
        jsonResponse({ user: null, authBaseURL: '', error: 'Please sign in.', csrfToken: null }),
    });
    const store = createStore();
    await fetchSession(store.dispatch);
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', user: null });
  });

  it('does not count a user without a roles list', async () => {
    const { roles: _roles, ...userWithoutRoles } = makeUser();
    mockApi({
      'GET /api/auth': () =>
        jsonResponse({ user: userWithoutRoles, authBaseURL: '', error: null, csrfToken: 'x' }),
    });
    const store = createStore();
    await fetchSession(store.dispatch);
    expect(store.getState().session.status).toBe('loggedOut');
    expect(isUserWithRoles(userWithoutRoles)).toBe(false);
    expect(isUserWithRoles(makeUser())).toBe(true);
  });

  it('is logged out when the auth fetch fails', async () => {
    mockApi({ 'GET /api/auth': () => jsonResponse({ statusCode: 500, error: 'x', message: 'down' }, 500) });
    const store = createStore();
    await fetchSession(store.dispatch);
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('stores a csrfToken query parameter of the address and removes it from the address', async () => {
    window.history.replaceState(null, '', '/login?csrfToken=from-link&returnTo=%2Fx');
    mockApi({
      'GET /api/auth': () => jsonResponse({ user: null, authBaseURL: '', error: null, csrfToken: null }),
    });
    storeCsrfTokenFromAddress();
    const store = createStore();
    await fetchSession(store.dispatch);
    expect(readStorage(storageKeys.csrfToken)).toBe('from-link');
    expect(window.location.search).toBe('?returnTo=%2Fx');
  });

  it('stores token, e-mail and full name on login success and is logged in', async () => {
    const user = makeUser({ email: 'sam@example.test', fullName: 'Sam Client' });
    mockApi({ 'POST /api/login': () => jsonResponse({ csrfToken: 'fresh', user }) });
    const store = createStore();
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'sam@example.test', password: 'pw', rememberMe: true }),
    );
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', user: { fullName: 'Sam Client' } });
    expect(readStorage(storageKeys.csrfToken)).toBe('fresh');
    expect(readStorage(storageKeys.email)).toBe('sam@example.test');
    expect(readStorage(storageKeys.fullName)).toBe('Sam Client');
  });

  it('clears the token and the user on login failure', async () => {
    writeStorage(storageKeys.csrfToken, 'old');
    mockApi({
      'POST /api/login': () =>
        jsonResponse(
          { statusCode: 401, error: 'Unauthorized', message: 'The e-mail or password is incorrect.' },
          401,
        ),
    });
    const store = createStore({ session: { status: 'loggedIn', user: makeUser(), lastActivityAt: 1 } });
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.c', password: 'bad' }));
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', user: null });
    expect(readStorage(storageKeys.csrfToken)).toBeNull();
  });

  it('logs out on any 401 and on sessionEnded', () => {
    const store = createStore({ session: { status: 'loggedIn', user: makeUser(), lastActivityAt: 1 } });
    store.dispatch(unauthorizedReceived());
    expect(store.getState().session).toEqual({
      status: 'loggedOut',
      user: null,
      lastActivityAt: null,
      mfaPendingUser: null,
    });

    const other = createStore({ session: { status: 'loggedIn', user: makeUser(), lastActivityAt: 1 } });
    other.dispatch(sessionEnded());
    expect(other.getState().session.status).toBe('loggedOut');
  });

  it('holds a user awaiting the sign-in code as MFA-pending while logged out, then logs in after the code', async () => {
    mockApi({
      'POST /api/login': () => jsonResponse({ csrfToken: 'a', user: makeUser({ isMFANeeded: true }) }),
      'POST /api/verifyOTP': () => jsonResponse({ csrfToken: 'b', user: makeUser() }),
    });
    const store = createStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'pat@example.test', password: 'x' }));
    expect(store.getState().session).toMatchObject({
      status: 'loggedOut',
      user: null,
      mfaPendingUser: { isMFANeeded: true },
    });
    await store.dispatch(authApi.endpoints.verifyOtp.initiate({ otp: '123456' }));
    expect(store.getState().session).toMatchObject({
      status: 'loggedIn',
      user: { isMFANeeded: false },
      mfaPendingUser: null,
    });
    expect(readStorage(storageKeys.csrfToken)).toBe('b');
  });

  it('keeps an MFA-pending session from the auth fetch (a reload) and drops it on a 401', async () => {
    mockApi({
      'GET /api/auth': () =>
        jsonResponse({ user: makeUser({ isMFANeeded: true }), authBaseURL: '', error: null, csrfToken: 'c' }),
    });
    const store = createStore();
    await fetchSession(store.dispatch);
    expect(store.getState().session).toMatchObject({
      status: 'loggedOut',
      mfaPendingUser: { isMFANeeded: true },
    });
    store.dispatch(unauthorizedReceived());
    expect(store.getState().session.mfaPendingUser).toBeNull();
  });

  it('clears storage except the full name and ends the session on logout, even when the call fails', async () => {
    writeStorage(storageKeys.csrfToken, 't');
    writeStorage(storageKeys.email, 'pat@example.test');
    writeStorage(storageKeys.fullName, 'Pat Member');
    writeStorage(storageKeys.selectedPlan, 'plan-1');
    mockApi({
      'POST /api/logout': () => jsonResponse({ statusCode: 500, error: 'x', message: 'down' }, 500),
    });
    const store = createStore({ session: { status: 'loggedIn', user: makeUser(), lastActivityAt: 1 } });
    await store.dispatch(authApi.endpoints.logout.initiate(undefined));
    expect(store.getState().session.status).toBe('loggedOut');
    expect(readStorage(storageKeys.csrfToken)).toBeNull();
    expect(readStorage(storageKeys.email)).toBeNull();
    expect(readStorage(storageKeys.selectedPlan)).toBeNull();
    expect(readStorage(storageKeys.fullName)).toBe('Pat Member');
  });

  it('records activity only while logged in', () => {
    const store = createStore({ session: { status: 'loggedIn', user: makeUser(), lastActivityAt: 1 } });
    store.dispatch(activityRecorded(5_000));
    expect(store.getState().session.lastActivityAt).toBe(5_000);
    const signedOut = createStore({ session: { status: 'loggedOut', user: null, lastActivityAt: null } });
    signedOut.dispatch(activityRecorded(5_000));
    expect(signedOut.getState().session.lastActivityAt).toBeNull();
  });
});
