import type { AdminUser, Invitation } from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';

/** Synthetic users of the admin list. */
export function makeAdminUsers(): AdminUser[] {
  return [
    {
      userID: 'u-1',
      fullName: 'Pat Member',
      email: 'pat.member@example.test',
      roles: ['medivi-inviteuser', 'medivi-read'],
    },
    { userID: 'u-2', fullName: 'Quinn Partner', email: 'quinn@example.test', roles: ['medivi-read'] },
    {
      userID: 'u-3',
      fullName: 'Ada Admin',
      email: 'ada@example.test',
      roles: ['medivi-admin', 'medivi-read'],
    },
  ];
}

export interface UsersBackendOptions {
  /** Replaces the invite reply with this failure status. */
  inviteStatus?: number;
  /** The error code of that failure. */
  inviteCode?: string;
  /** The open invitations listed (none by default). */
  invitations?: Invitation[];
}

/**
 * A fake users-admin backend over `fetch`: the list answers its users with the sorted role
 * columns; role changes apply to them; list queries and write bodies are recorded.
 */
export function mockUsersBackend(options: UsersBackendOptions = {}) {
  const users = makeAdminUsers();
  const listQueries: URLSearchParams[] = [];
  const writes: { path: string; body: unknown }[] = [];
  const change = (adding: boolean) => async (request: Request) => {
    const body = (await request.json()) as { role: string };
    writes.push({ path: new URL(request.url).pathname, body });
    const id = new URL(request.url).pathname.split('/')[3];
    const user = users.find((u) => u.userID === id);
    if (user === undefined)
      return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'User not found' }, 404);
    user.roles = adding
      ? [...new Set([...user.roles, body.role])].sort()
      : user.roles.filter((r) => r !== body.role);
    return jsonResponse({ message: 'ok', user });
  };
  const fetchMock = mockApi({
    'GET /api/app-users/medivi': (request) => {
      listQueries.push(new URL(request.url).searchParams);
      return jsonResponse({
        app: 'medivi',
        users,
        appRoles: ['medivi-admin', 'medivi-benchmarks', 'medivi-inviteuser', 'medivi-read', 'medivi-reports'],
        total: users.length,
        page: 1,
        limit: 10,
        totalPages: 1,
      });
    },
    'PUT /api/users/u-1/add-role': change(true),
    'PUT /api/users/u-2/add-role': change(true),
    'PUT /api/users/u-1/remove-role': change(false),
    'POST /api/invite': async (request) => {
      writes.push({ path: '/api/invite', body: await request.json() });
      if (options.inviteStatus !== undefined) {
        return jsonResponse(
          {
            statusCode: options.inviteStatus,
            error: 'Bad Request',
            message: 'Must be valid email',
            ...(options.inviteCode === undefined ? {} : { code: options.inviteCode }),
          },
          options.inviteStatus,
        );
      }
      return jsonResponse({ message: 'User added successfully' });
    },
    'GET /api/invitations': () => jsonResponse({ invitations: options.invitations ?? [] }),
    'GET /api/access-requests': () =>
      jsonResponse({
        accessRequests: [
          { email: 'asker@example.test', requestedAt: '2026-03-02T15:00:00.000Z', hasAccount: false },
        ],
      }),
  });
  return { fetchMock, listQueries, writes, users };
}
