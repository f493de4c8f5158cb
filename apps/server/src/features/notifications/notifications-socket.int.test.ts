import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketCloseCodes, socketMessages } from '@medivi/domain';
import {
  addDependent,
  type CaseMember,
  createCaseMember,
  createTestCase,
  linkPerson,
} from '../../testing/cases.js';
import { createPlan } from '../../testing/eligibility.js';
import {
  connectNotificationSocket,
  type ListeningApp,
  type NotificationSocket,
  SocketRefused,
  startListeningApp,
} from '../../testing/notification-socket.js';
import { createUser, type SignedIn, signIn, signInPasswordOnly } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

const clientRoles = ['medivi-read', 'medivi-caseviewclient'];

describe('GET /ws/notifications', () => {
  let database: TestDatabase;
  let t: ListeningApp;
  let member: CaseMember;
  let other: CaseMember;
  let dependentLink: string;
  let grownDependentId: string;
  let admin: SignedIn;
  const cases: Record<string, string> = {};
  const open: NotificationSocket[] = [];

  const connect = async (session: SignedIn | null, origin?: string | null) => {
    const socket = await connectNotificationSocket(t.baseUrl, {
      ...(session === null ? {} : { cookie: session.cookie }),
      ...(origin === undefined ? {} : { origin }),
    });
    open.push(socket);
    return socket;
  };
  const refusal = async (session: SignedIn | null, origin?: string | null): Promise<number> => {
    try {
      await connect(session, origin);
    } catch (error) {
      if (error instanceof SocketRefused) return error.statusCode;
      throw error;
    }
    throw new Error('the socket opened');
  };
  const setStatus = async (caseId: string, status: string, statusDetail?: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${caseId}/status`,
      headers: admin.headers,
      payload: {
        status,
        statusDetail: statusDetail ?? (status === 'Processing' ? 'ContactingProvider' : null),
      },
    });
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startListeningApp(database, {
      socket: { sessionCheckIntervalMs: 50, subscribeTimeoutMs: 1_000 },
    });
    const db = database.handle.db;
    member = await createCaseMember(db, { email: 'ws-member@example.test', memberId: 'WS100' });
    other = await createCaseMember(db, {
      email: 'ws-other@example.test',
      memberId: 'WS200',
      planId: 'ws-other-plan',
    });
    dependentLink = await addDependent(db, member, 'WS100-01');
    // The dependent, grown up, has an account of his own linked to the same record.
    const dependentRecord = await db
      .selectFrom('member_links')
      .select('eligibility_id')
      .where('id', '=', dependentLink)
      .executeTakeFirstOrThrow();
    grownDependentId = await createUser(db, {
      email: 'ws-dependent@example.test',
      roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'],
    });
    await linkPerson(db, grownDependentId, dependentRecord.eligibility_id, 'self');
    await createPlan(db, member.planId, 'Case Test Plan (synthetic)');
    await createUser(db, { email: 'ws-client@example.test', roles: clientRoles, planIds: [member.planId] });
    await createUser(db, {
      email: 'ws-client-other@example.test',
      roles: clientRoles,
      planIds: [other.planId],
    });
    await createUser(db, { email: 'ws-admin@example.test', roles: ['medivi-admin'] });
    await createUser(db, { email: 'ws-reader@example.test', roles: ['medivi-read'] });
    cases.own = (await createTestCase(db, member)).id;
    cases.dependent = (await createTestCase(db, member, { linkId: dependentLink })).id;
    cases.other = (await createTestCase(db, other)).id;
    admin = await signIn(t.app, 'ws-admin@example.test');
  });

  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await t.close();
    await database.dispose();
  });

  describe('refuses the upgrade', () => {
    it('without a session (401)', async () => {
      expect(await refusal(null)).toBe(401);
    });

    it('from a foreign Origin or without one (403), even with a valid session', async () => {
      const session = await signIn(t.app, member.email);
      expect(await refusal(session, 'https://evil.example')).toBe(403);
      expect(await refusal(session, null)).toBe(403);
      expect(await refusal(session, 'null')).toBe(403);
    });

    it('for a session still waiting for its sign-in code (403)', async () => {
      const pending = await signInPasswordOnly(t.app, member.email);
      expect(pending.isMFANeeded).toBe(true);
      expect(await refusal(pending)).toBe(403);
    });

    it('for a user who is neither a case member nor a client viewer (403)', async () => {
      expect(await refusal(await signIn(t.app, 'ws-reader@example.test'))).toBe(403);
      expect(await refusal(admin)).toBe(403);
    });
  });

  describe('protocol', () => {
    it('closes with 4400 after an error when no subscribe arrives in time', async () => {
      const socket = await connect(await signIn(t.app, member.email));
      expect(await socket.next()).toEqual({ type: 'error', message: socketMessages.subscribeTimeout });
      expect((await socket.closed()).code).toBe(socketCloseCodes.badMessage);
    });

    it('closes with 4400 after an error when the first message is not a subscribe', async () => {
      const socket = await connect(await signIn(t.app, member.email));
      socket.send({ userType: 'member', sixDegPatientIDs: 'not-a-list' });
      expect(await socket.next()).toEqual({ type: 'error', message: socketMessages.badMessage });
      expect((await socket.closed()).code).toBe(socketCloseCodes.badMessage);
    });

    it('closes with 4403 when the userType does not match the roles', async () => {
      const socket = await connect(await signIn(t.app, member.email));
      socket.send({ userType: 'client', planIDs: [member.planId] });
      expect(await socket.next()).toEqual({ type: 'error', message: socketMessages.wrongUserType });
      expect((await socket.closed()).code).toBe(socketCloseCodes.forbidden);
    });

    it('refuses ids the session does not own, and nothing of theirs arrives', async () => {
      const socket = await connect(await signIn(t.app, member.email));
      const answer = await socket.subscribe({
        userType: 'member',
        sixDegPatientIDs: [member.selfLinkId, other.selfLinkId, 'no-such-patient'],
      });
      expect(answer).toEqual({
        type: 'subscribed',
        userType: 'member',
        accepted: [member.selfLinkId],
        refused: [other.selfLinkId, 'no-such-patient'],
      });
      const otherSocket = await connect(await signIn(t.app, other.email));
      await otherSocket.subscribe({ userType: 'member', sixDegPatientIDs: [other.selfLinkId] });
      await setStatus(cases.other ?? '', 'Processing');
      expect((await otherSocket.nextNotification()).SixDegPatientID).toBe(other.selfLinkId);
      await setStatus(cases.own ?? '', 'Processing');
      // The first notification the member gets is his own: the other member's never came.
      const first = await socket.nextNotification();
      expect(first).toMatchObject({ SixDegPatientID: member.selfLinkId, CaseStatus: 'Processing' });
      expect(socket.notifications()).toHaveLength(1);
    });
  });

  it('delivers a status change to the member, the dependent and his guardian, and the plan client, and nobody else', async () => {
    const guardian = await connect(await signIn(t.app, member.email));
    await guardian.subscribe({ userType: 'member', sixDegPatientIDs: [member.selfLinkId, dependentLink] });
    const ownOnly = await connect(await signIn(t.app, member.email));
    await ownOnly.subscribe({ userType: 'member', sixDegPatientIDs: [member.selfLinkId] });
    const dependentSession = await signIn(t.app, 'ws-dependent@example.test');
    const dependentSelf = (
      await database.handle.db
        .selectFrom('member_links')
        .select('id')
        .where('user_id', '=', grownDependentId)
        .executeTakeFirstOrThrow()
    ).id;
    const dependent = await connect(dependentSession);
    await dependent.subscribe({ userType: 'member', sixDegPatientIDs: [dependentSelf] });
    const client = await connect(await signIn(t.app, 'ws-client@example.test'));
    await client.subscribe({ userType: 'client', planIDs: [member.planId] });
    const otherClient = await connect(await signIn(t.app, 'ws-client-other@example.test'));
    expect(
      await otherClient.subscribe({ userType: 'client', planIDs: [other.planId, member.planId] }),
    ).toMatchObject({ accepted: [other.planId], refused: [member.planId] });
    const otherMember = await connect(await signIn(t.app, other.email));
    await otherMember.subscribe({ userType: 'member', sixDegPatientIDs: [other.selfLinkId] });

    await setStatus(cases.dependent ?? '', 'Closed', 'Resolved');
    const toGuardian = await guardian.nextNotification();
    expect(toGuardian).toMatchObject({
      SixDegPatientID: dependentLink,
      CaseID: cases.dependent,
      CaseStatus: 'Closed',
      MarkAsRead: false,
      MarkAsDeleted: false,
    });
    expect(await dependent.nextNotification()).toMatchObject({
      SixDegPatientID: dependentSelf,
      CaseID: cases.dependent,
      MarkAsRead: false,
    });
    expect(await client.nextNotification()).toMatchObject({
      SixDegPatientID: null,
      MasterPlanID: member.planId,
      CaseID: cases.dependent,
      MarkAsRead: false,
    });

    // A later change of the other plan's case is the first thing the others receive.
    await setStatus(cases.other ?? '', 'Closed');
    expect((await otherMember.nextNotification()).CaseID).toBe(cases.other);
    expect((await otherClient.nextNotification()).CaseID).toBe(cases.other);
    expect(otherMember.notifications()).toHaveLength(1);
    expect(otherClient.notifications()).toHaveLength(1);
    // The socket subscribed to the member himself only got nothing of his dependent's case.
    await setStatus(cases.own ?? '', 'Closed');
    expect((await ownOnly.nextNotification()).CaseID).toBe(cases.own);
    expect(ownOnly.notifications()).toHaveLength(1);
  });

  it('replays what came after `after` on reconnect, oldest first, then goes live', async () => {
    const session = await signIn(t.app, member.email);
    const first = await connect(session);
    await first.subscribe({ userType: 'member', sixDegPatientIDs: [member.selfLinkId] });
    await setStatus(cases.own ?? '', 'Opened');
    const seen = await first.nextNotification();
    first.close();
    await first.closed();

    await setStatus(cases.own ?? '', 'Processing');
    await setStatus(cases.own ?? '', 'Closed', 'Resolved');
    const again = await connect(session);
    await again.subscribe({
      userType: 'member',
      sixDegPatientIDs: [member.selfLinkId],
      after: seen.Sequence,
    });
    const missed = [await again.nextNotification(), await again.nextNotification()];
    expect(missed.map((n) => n.CaseStatus)).toEqual(['Processing', 'Closed']);
    expect(missed.every((n) => n.Sequence > seen.Sequence)).toBe(true);
    await setStatus(cases.own ?? '', 'Opened');
    expect((await again.nextNotification()).CaseStatus).toBe('Opened');
    expect(again.notifications()).toHaveLength(3);
  });

  it('closes the socket with 4401 when its session signs out', async () => {
    const session = await signIn(t.app, member.email);
    const socket = await connect(session);
    await socket.subscribe({ userType: 'member', sixDegPatientIDs: [member.selfLinkId] });
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    expect((await socket.closed()).code).toBe(socketCloseCodes.sessionEnded);
  });

  it('closes the socket of a session that expired, at the periodic check', async () => {
    const session = await signIn(t.app, 'ws-client@example.test');
    const socket = await connect(session);
    await socket.subscribe({ userType: 'client', planIDs: [member.planId] });
    // Several checks pass while the session is alive.
    await expect(socket.closed(200)).rejects.toThrow(/timed out/);
    t.clock.advance(16 * 60_000);
    expect((await socket.closed()).code).toBe(socketCloseCodes.sessionEnded);
    // Other sockets of living sessions were not touched... the clock moved for them too, so sign in anew.
    const fresh = await connect(await signIn(t.app, 'ws-client@example.test'));
    await fresh.subscribe({ userType: 'client', planIDs: [member.planId] });
    await expect(fresh.closed(200)).rejects.toThrow(/timed out/);
  });
});
