import { describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { jsonResponse, mockApi } from '../testing/api-mock';
import { makeUser } from '../testing/fixtures';
import { api } from './api';
import { storageKeys, writeStorage } from './storage';

// Endpoints of this test's own, so the base query is tested without any feature's code.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, undefined>({ query: () => '/api/auth' }),
    silentProbe: build.query<unknown, undefined>({
      query: () => '/api/keep-session-alive',
      extraOptions: { silent: true },
    }),
    keepAliveProbe: build.query<unknown, undefined>({ query: () => '/api/keep-session-alive' }),
  }),
});

describe('api base query', () => {
  it('queues the message of a rejected call as a snackbar', async () => {
    mockApi({
      'GET /api/auth': () => jsonResponse({ statusCode: 503, error: 'x', message: 'Try again soon.' }, 503),
    });
    const store = createStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(undefined));
    expect(
      store
        .getState()
        .snackbar.queue.map((message) =>
          'serverError' in message ? message.serverError.text : message.text,
        ),
    ).toEqual(['Try again soon.']);
  });

  it('queues nothing for a silent endpoint', async () => {
    mockApi({
      'GET /api/keep-session-alive': () =>
        jsonResponse({ statusCode: 503, error: 'x', message: 'Try again soon.' }, 503),
    });
    const store = createStore();
    await store.dispatch(probeApi.endpoints.silentProbe.initiate(undefined));
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it('sends the stored CSRF token and logs the user out on 401', async () => {
    writeStorage(storageKeys.csrfToken, 'stored-token');
    const fetchMock = mockApi({
      'GET /api/keep-session-alive': () =>
        jsonResponse({ statusCode: 401, error: 'x', message: 'Please sign in.' }, 401),
    });
    const store = createStore({ session: { status: 'loggedIn', user: makeUser(), lastActivityAt: 1 } });
    await store.dispatch(probeApi.endpoints.keepAliveProbe.initiate(undefined));
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.headers.get('X-CSRF-Token') : null).toBe('stored-token');
    expect(store.getState().session.status).toBe('loggedOut');
    expect(store.getState().snackbar.queue).toEqual([]);
  });
});
