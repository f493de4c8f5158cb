import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDependent,
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
  linkPerson,
} from '../../testing/cases.js';
import {
  changeCaseStatus,
  clientSubmitterRoles,
  createClientViewer,
  createSignedInStaff,
  notificationsOf,
} from '../../testing/notifications.js';
import { createUser, type SignedIn } from '../../testing/test-app.js';
import { LocalCaseStore } from '../case-store/local-case-store.js';
import { type BusMessage, InProcessNotificationBus } from './notification-bus.js';
import { NotificationWriter } from './notification-writer.js';

describe('NotificationWriter', () => {
  let t: CaseTestApp;
  const bus = new InProcessNotificationBus();
  const announced: BusMessage[] = [];
  let ann: CaseMember;
  let viewerX: string;
  let submitterX: string;
  let viewerY: string;
  let staff: SignedIn;

  /** Every notification row of one case event. */
  const rowsOfCase = (caseId: string) =>
    t.db
      .selectFrom('notifications')
      .selectAll()
      .where('case_id', '=', caseId)
      .orderBy('seq')
      .orderBy('user_id')
      .execute();
  const counts = async () => ({
    cases: (await t.db.selectFrom('cases').select('id').execute()).length,
    events: (await t.db.selectFrom('case_events').select('id').execute()).length,
    notifications: (await t.db.selectFrom('notifications').select('id').execute()).length,
  });

  beforeAll(async () => {
    t = await createCaseTestApp({ notificationBus: bus });
    bus.subscribe((message) => announced.push(message));
    ann = await createCaseMember(t.db, {
      email: 'ann-w@example.test',
      memberId: 'ANW100',
      planId: 'plan-wx',
    });
    viewerX = await createClientViewer(t.db, { email: 'viewer-wx@example.test', planIds: ['plan-wx'] });
    submitterX = await createClientViewer(t.db, {
      email: 'submitter-wx@example.test',
      planIds: ['plan-wx', 'plan-wy'],
      roles: ['medivi-read', 'medivi-casesubmissionclient'],
    });
    viewerY = await createClientViewer(t.db, {
      email: 'viewer-wy@example.test',
      planIds: ['plan-wy'],
      roles: clientSubmitterRoles,
    });
    // On the plan but no client viewer: a reports user gets no client notification.
    await createUser(t.db, {
      email: 'reports-wx@example.test',
      roles: ['medivi-reports'],
      planIds: ['plan-wx'],
    });
    staff = await createSignedInStaff(t.app, t.db, 'staff-w@example.test');
  });
  beforeEach(() => {
    announced.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await bus.close();
  });

  it("tells the member himself and his plan's client viewers, each once, with one shared seq", async () => {
    const created = await createTestCase(t.db, ann, { notificationBus: bus });
    const rows = await rowsOfCase(created.id);
    expect(rows.map((r) => [r.user_id, r.audience]).sort()).toEqual(
      [
        [ann.userId, 'member'],
        [viewerX, 'client'],
        [submitterX, 'client'],
      ].sort(),
    );
    const memberRow = rows.find((r) => r.audience === 'member');
    expect(memberRow).toMatchObject({ six_deg_patient_id: ann.selfLinkId, plan_id: 'plan-wx' });
    expect(rows.filter((r) => r.audience === 'client').every((r) => r.six_deg_patient_id === null)).toBe(
      true,
    );
    expect(new Set(rows.map((r) => r.seq)).size).toBe(1);
    expect(
      rows.every((r) => r.case_number === created.CaseNumber && r.read_at === null && r.deleted_at === null),
    ).toBe(true);
    // A member with user_plans but no client role (Ann herself) gets no client row.
    expect(await notificationsOf(t.db, ann.userId, 'client')).toEqual([]);
    expect(announced).toHaveLength(1);
    const message = announced[0] as Extract<BusMessage, { kind: 'notifications' }>;
    expect(message).toMatchObject({ kind: 'notifications', seq: rows[0]?.seq });
    expect([...message.userIds].sort()).toEqual([...new Set(rows.map((r) => r.user_id))].sort());
  });

  it("gives the guardian his dependent's case with the dependent's link as SixDegPatientID", async () => {
    const kidLink = await addDependent(t.db, ann, 'ANW101');
    const created = await createTestCase(t.db, ann, { linkId: kidLink, notificationBus: bus });
    const memberRows = (await rowsOfCase(created.id)).filter((r) => r.audience === 'member');
    expect(memberRows.map((r) => [r.user_id, r.six_deg_patient_id])).toEqual([[ann.userId, kidLink]]);
  });

  it('tells every account linked to the patient record: the grown dependent and his former guardian', async () => {
    const kidLink = await addDependent(t.db, ann, 'ANW102');
    const { eligibility_id: kidRecord } = await t.db
      .selectFrom('member_links')
      .select('eligibility_id')
      .where('id', '=', kidLink)
      .executeTakeFirstOrThrow();
    const grownUp = await createUser(t.db, { email: 'grown-w@example.test', roles: ['medivi-casesmember'] });
    const ownLink = await linkPerson(t.db, grownUp, kidRecord, 'self');
    const created = await createTestCase(t.db, ann, { linkId: kidLink, notificationBus: bus });
    const memberRows = (await rowsOfCase(created.id)).filter((r) => r.audience === 'member');
    expect(memberRows.map((r) => [r.user_id, r.six_deg_patient_id]).sort()).toEqual(
      [
        [ann.userId, kidLink],
        [grownUp, ownLink],
      ].sort(),
    );
  });

  it('tells client viewers of the Appeal but not the member', async () => {
    const created = await createTestCase(t.db, ann, {
      recordType: 'Appeal',
      channel: 'client',
      notificationBus: bus,
    });
    const rows = await rowsOfCase(created.id);
    expect(rows.map((r) => r.audience)).toEqual(['client', 'client']);
    expect(rows.every((r) => r.type_of_case === 'Appeal')).toBe(true);
  });

  it("tells only the viewers of the case's own plan", async () => {
    const yuri = await createCaseMember(t.db, {
      email: 'yuri-w@example.test',
      memberId: 'YUW100',
      planId: 'plan-wy',
    });
    const created = await createTestCase(t.db, yuri, { notificationBus: bus });
    const clients = (await rowsOfCase(created.id)).filter((r) => r.audience === 'client');
    expect(clients.map((r) => r.user_id).sort()).toEqual([submitterX, viewerY].sort());
    expect(clients.every((r) => r.plan_id === 'plan-wy')).toBe(true);
    expect((await notificationsOf(t.db, viewerX)).some((r) => r.case_id === created.id)).toBe(false);
  });

  it("words a staff status change with the status label, its detail and the case's type", async () => {
    const created = await createTestCase(t.db, ann, { recordType: 'AccessIssue', notificationBus: bus });
    announced.length = 0;
    await changeCaseStatus(t.app, staff, created.id, 'Closed', 'Withdrawn');
    const rows = (await rowsOfCase(created.id)).filter((r) => r.case_status === 'Closed');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      subject: `Case ${created.CaseNumber} is Closed`,
      message: `The status of Access Issue case ${created.CaseNumber} changed to Closed: Withdrawn by the member.`,
      case_status: 'Closed',
      status_info: 'Withdrawn by the member',
      type_of_case: 'Access Issue',
    });
    expect(rows.every((r) => r.message === rows[0]?.message && r.seq === rows[0].seq)).toBe(true);
    expect(announced).toHaveLength(1);
  });

  it('numbers events one after another without gaps, all recipients of an event sharing one number', async () => {
    const first = await createTestCase(t.db, ann, { notificationBus: bus });
    await changeCaseStatus(t.app, staff, first.id, 'Processing', 'ContactingProvider');
    await changeCaseStatus(t.app, staff, first.id, 'Opened');
    const rows = await rowsOfCase(first.id);
    const seqs = [...new Set(rows.map((r) => r.seq))];
    expect(seqs).toHaveLength(3);
    expect(seqs[1]).toBe((seqs[0] ?? 0) + 1);
    expect(seqs[2]).toBe((seqs[0] ?? 0) + 2);
    const all = await t.db.selectFrom('notifications').select('seq').distinct().orderBy('seq').execute();
    expect(all.map((r) => r.seq)).toEqual(all.map((_, index) => index + 1));
  });

  it('leaves neither case, event, notification nor a used number when the transaction rolls back', async () => {
    const before = await counts();
    const writer = new NotificationWriter(bus, t.clock);
    const failing = new LocalCaseStore(t.db, t.clock, async (trx, event) => {
      await writer.write(trx, event);
      throw new Error('storage failed after the notifications were written');
    });
    const base = await createTestCase(t.db, ann, { notificationBus: bus });
    const afterBase = await counts();
    announced.length = 0;
    await expect(failing.setStatus(base.id, 'Closed', null, null)).rejects.toThrow('storage failed');
    expect(await counts()).toEqual(afterBase);
    expect(announced).toEqual([]);
    const next = await createTestCase(t.db, ann, { notificationBus: bus });
    const [baseSeq, nextSeq] = [(await rowsOfCase(base.id))[0]?.seq, (await rowsOfCase(next.id))[0]?.seq];
    expect(nextSeq).toBe((baseSeq ?? 0) + 1);
    expect(afterBase.cases).toBe(before.cases + 1);
  });

  it('delivers events recorded without a writer exactly once, oldest first, however often it runs', async () => {
    const old = await createTestCase(t.db, ann, { createdAt: '2026-01-01T09:00:00.000Z' });
    const older = await createTestCase(t.db, ann, { createdAt: '2025-12-01T09:00:00.000Z' });
    await new LocalCaseStore(t.db, t.clock).setStatus(old.id, 'Processing', 'AwaitingProvider', null);
    expect(await rowsOfCase(old.id)).toEqual([]);
    const writer = new NotificationWriter(bus, t.clock);
    expect(await writer.deliverPending(t.db)).toBe(3);
    expect(await writer.deliverPending(t.db)).toBe(0);
    const olderRows = await rowsOfCase(older.id);
    const oldRows = await rowsOfCase(old.id);
    expect(olderRows).toHaveLength(3);
    expect(oldRows).toHaveLength(6);
    expect(Math.max(...olderRows.map((r) => r.seq))).toBeLessThan(Math.min(...oldRows.map((r) => r.seq)));
    expect(oldRows.map((r) => r.case_status)).toContain('Processing');
    const undelivered = await t.db
      .selectFrom('case_events')
      .select('id')
      .where('delivered_at', 'is', null)
      .execute();
    expect(undelivered).toEqual([]);
  });

  it('lets two deliverers run at once and still delivers each event exactly once', async () => {
    const cases = [];
    for (let i = 0; i < 6; i += 1) cases.push(await createTestCase(t.db, ann));
    const first = new NotificationWriter(bus, t.clock);
    const second = new NotificationWriter(bus, t.clock);
    const [a, b] = await Promise.all([first.deliverPending(t.db), second.deliverPending(t.db)]);
    expect(a + b).toBe(6);
    for (const c of cases) {
      const rows = await rowsOfCase(c.id);
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((r) => r.seq)).size).toBe(1);
    }
    const all = await t.db.selectFrom('notifications').select('seq').distinct().orderBy('seq').execute();
    expect(all.map((r) => r.seq)).toEqual(all.map((_, index) => index + 1));
    expect(announced.filter((m) => m.kind === 'notifications')).toHaveLength(6);
  });

  it('writes nothing when it meets an event a second time', async () => {
    const created = await createTestCase(t.db, ann, { notificationBus: bus });
    const event = await t.db
      .selectFrom('case_events')
      .select(['id', 'case_id', 'created_at'])
      .where('case_id', '=', created.id)
      .executeTakeFirstOrThrow();
    const before = await rowsOfCase(created.id);
    const writer = new NotificationWriter(bus, t.clock);
    const announce = await t.db
      .transaction()
      .execute((trx) =>
        writer.write(trx, { id: event.id, caseId: event.case_id, kind: 'created', at: event.created_at }),
      );
    announce();
    expect(await rowsOfCase(created.id)).toEqual(before);
  });
});
