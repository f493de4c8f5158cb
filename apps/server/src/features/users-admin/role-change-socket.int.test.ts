import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketRolesChangedCloseCode } from '@medivi/domain';
import { type CaseMember, createCaseMember, createTestCase } from '../../testing/cases.js';
import { createPlan } from '../../testing/eligibility.js';
import {
  connectNotificationSocket,
  type ListeningApp,
  type NotificationSocket,
  SocketRefused,
  startListeningApp,
} from '../../testing/notification-socket.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

const clientRoles = ['medivi-read', 'medivi-caseviewclient'];

/**
 * A role change reaches the user's open notification sockets (issue 16 item 2; docs/decisions/0100):
 * they close with `socketRolesChangedCloseCode`, so the browser reconnects and is checked again.
 */
describe('role changes and open notification sockets', () => {
  let database: TestDatabase;
  let t: ListeningApp;
  let member: CaseMember;
  let admin: SignedIn;
  let changedId: string;
  const open: NotificationSocket[] = [];

  const clientSocket = async (email: string, planId: string) => {
    const socket = await connectNotificationSocket(t.baseUrl, {
      cookie: (await signIn(t.app, email)).cookie,
    });
    open.push(socket);
    expect(await socket.subscribe({ userType: 'client', planIDs: [planId] })).toMatchObject({
      accepted: [planId],
    });
    return socket;
  };
  const changeRole = async (action: 'add-role' | 'remove-role', role: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${changedId}/${action}`,
      headers: admin.headers,
      payload: { role },
    });
    expect(response.statusCode).toBe(200);
  };
  /** Files a case for the member and moves it to Processing: a notification to the plan's clients. */
  const setStatusOfNewCase = async (): Promise<string> => {
    const caseId = (await createTestCase(database.handle.db, member)).id;
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${caseId}/status`,
      headers: admin.headers,
      payload: { status: 'Processing', statusDetail: 'ContactingProvider' },
    });
    expect(status.statusCode).toBe(200);
    return caseId;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // The periodic session check never runs during the test: only the role change can close.
    t = await startListeningApp(database, { socket: { sessionCheckIntervalMs: 600_000 } });
    const db = database.handle.db;
    member = await createCaseMember(db, { email: 'rc-member@example.test', memberId: 'RC100' });
    await createPlan(db, member.planId, 'Role Change Plan (synthetic)');
    changedId = await createUser(db, {
      email: 'rc-changed@example.test',
      roles: clientRoles,
      planIds: [member.planId],
    });
    await createUser(db, { email: 'rc-kept@example.test', roles: clientRoles, planIds: [member.planId] });
    await createUser(db, { email: 'rc-admin@example.test', roles: ['medivi-read', 'medivi-admin'] });
    admin = await signIn(t.app, 'rc-admin@example.test');
  });

  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await t.close();
    await database.dispose();
  });

  it("closes the user's socket on remove-role, refuses his reconnect, and leaves another user's socket live", async () => {
    const changed = await clientSocket('rc-changed@example.test', member.planId);
    const kept = await clientSocket('rc-kept@example.test', member.planId);

    await changeRole('remove-role', 'medivi-caseviewclient');

    expect(await changed.closed()).toMatchObject({ code: socketRolesChangedCloseCode });
    const caseId = await setStatusOfNewCase();
    expect(await kept.nextNotification()).toMatchObject({ CaseID: caseId, CaseStatus: 'Processing' });
    expect(changed.notifications()).toEqual([]);
    // The browser's reconnect is checked against the new roles: no notifications role, 403.
    const session = await signIn(t.app, 'rc-changed@example.test');
    const refused = await connectNotificationSocket(t.baseUrl, { cookie: session.cookie }).then(
      (socket) => {
        open.push(socket);
        return 101;
      },
      (error: unknown) => (error instanceof SocketRefused ? error.statusCode : 0),
    );
    expect(refused).toBe(403);
  });

  it("closes the user's socket on add-role too, and a role he already held closes nothing", async () => {
    await changeRole('add-role', 'medivi-caseviewclient');
    const changed = await clientSocket('rc-changed@example.test', member.planId);
    await changeRole('add-role', 'medivi-caseviewclient');
    // Still live after the add that changed nothing: the next notification arrives.
    const caseId = await setStatusOfNewCase();
    expect(await changed.nextNotification()).toMatchObject({ CaseID: caseId });
    await changeRole('add-role', 'medivi-benchmarks');
    expect(await changed.closed()).toMatchObject({ code: socketRolesChangedCloseCode });
  });
});
