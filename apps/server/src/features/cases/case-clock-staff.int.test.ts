import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCaseStore } from '../../platform/case-store/local-case-store.js';
import { caseClockSettings } from '../../platform/case-store/case-clock-rows.js';
import { ManualClock } from '../../platform/clock.js';
import { createMailer } from '../../platform/mail/mailer.js';
import { InProcessNotificationBus } from '../../platform/notifications/notification-bus.js';
import { NotificationWriter } from '../../platform/notifications/notification-writer.js';
import { type CaseMember, createCaseMember } from '../../testing/cases.js';
import { createClientViewer } from '../../testing/notifications.js';
import { createUser } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.js';
import { runCaseClockTasks } from './case-clock-tasks.js';

describe(`case clocks for staff on ${testDialect}: the due-soon bell and the daily digest (issue 35 item 3)`, () => {
  let database: TestDatabase;
  let member: CaseMember;
  let clientId: string;
  let bus: InProcessNotificationBus;
  const clock = new ManualClock(new Date('2026-11-25T15:00:00.000Z'));
  const ids: Record<string, string> = {};

  const deps = () => {
    const writer = new NotificationWriter(bus, clock);
    const caseStore = new LocalCaseStore(
      database.handle.db,
      clock,
      (trx, event) => writer.write(trx, event),
      caseClockSettings(),
    );
    const mailer = createMailer(database.handle.db, clock, {
      smtpUrl: null,
      from: 'portal@medivi.test',
      supportAddress: 'support@medivi.test',
    });
    return { db: database.handle.db, clock, mailer, caseStore, caseClockTimeZone: 'America/New_York' };
  };
  const moveTo = (iso: string) => {
    clock.advance(new Date(iso).getTime() - clock.now().getTime());
  };
  const notificationsOf = (userId: string) =>
    database.handle.db
      .selectFrom('notifications')
      .select(['message', 'case_id'])
      .where('user_id', '=', userId)
      .execute();
  const digests = (to: string) =>
    database.handle.db
      .selectFrom('outbox_messages')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .where('purpose', '=', 'case-digest')
      .orderBy('created_at', 'desc')
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    bus = new InProcessNotificationBus();
    member = await createCaseMember(database.handle.db, {
      email: 'digest-member@example.test',
      memberId: 'DIG100',
    });
    clientId = await createClientViewer(database.handle.db, {
      email: 'digest-client@example.test',
      planIds: [member.planId],
    });
    await createUser(database.handle.db, {
      email: 'digest-staff@example.test',
      roles: ['medivi-read', 'medivi-admin'],
    });
    const spanishStaff = await createUser(database.handle.db, {
      email: 'digest-staff-es@example.test',
      roles: ['medivi-read', 'medivi-admin'],
    });
    await database.handle.db
      .updateTable('users')
      .set({ language: 'es' })
      .where('id', '=', spanishStaff)
      .execute();
    await createUser(database.handle.db, {
      email: 'gone-staff@example.test',
      roles: ['medivi-read', 'medivi-admin'],
      isDeactivated: true,
    });
    // Wednesday before Thanksgiving: an Access Issue (due Thursday 3 December) and a Balance Bill.
    ids.access = (await deps().caseStore.create({ ...(await template()), recordType: 'AccessIssue' })).id;
    ids.bill = (await deps().caseStore.create({ ...(await template()), recordType: 'BalanceBill' })).id;
  });
  afterAll(async () => {
    await bus.close();
    await database.dispose();
  });

  /** A case of the member's, as `createTestCase` files one, to hand to the store here. */
  async function template() {
    const link = await database.handle.db
      .selectFrom('member_links')
      .select(['id', 'eligibility_id'])
      .where('id', '=', member.selfLinkId)
      .executeTakeFirstOrThrow();
    return {
      channel: 'member' as const,
      submittedByUserId: member.userId,
      memberLinkId: link.id,
      eligibilityId: link.eligibility_id,
      planId: member.planId,
      member: {
        firstName: 'TEST',
        lastName: 'MEMBER',
        memberId: null,
        dateOfBirth: null,
        phone: null,
        email: member.email,
        address: null,
        city: null,
        state: null,
        zip: null,
        preferredContact: 'Email',
        newPatient: null,
        groupId: null,
        planName: 'Plan (synthetic)',
        tpaName: null,
      },
      submitter: null,
      provider: { name: null, street: null, city: null, state: null, zip: null, details: null },
      additionalComment: null,
      isSynthetic: true,
    };
  }

  it("rings the bell of the plan's client staff once when a case turns due soon, never the member's", async () => {
    moveTo('2026-12-01T15:00:00.000Z');
    expect((await runCaseClockTasks(deps())).announced).toBe(0);
    moveTo('2026-12-02T15:00:00.000Z');
    expect((await runCaseClockTasks(deps())).announced).toBe(1);
    expect((await runCaseClockTasks(deps())).announced).toBe(0);
    const rung = (await notificationsOf(clientId)).filter((n) => n.message.includes('is due by'));
    expect(rung).toEqual([
      {
        case_id: ids.access,
        message: expect.stringMatching(/^Access Issue case CS-\d+ is due by December 3, 2026\.$/) as unknown,
      },
    ]);
    expect((await notificationsOf(member.userId)).some((n) => n.message.includes('is due by'))).toBe(false);
  });

  it('sends one digest a day from 7:00 in New York to active internal staff, overdue first, without names', async () => {
    // 6:30 in New York: not yet.
    moveTo('2026-12-04T11:30:00.000Z');
    expect((await runCaseClockTasks(deps())).digest).toBeNull();
    // Only 2 December's digest went out before (one case due soon); 1 December had none to send.
    expect(await digests('digest-staff@example.test')).toHaveLength(1);
    moveTo('2026-12-04T12:30:00.000Z');
    const first = await runCaseClockTasks(deps());
    expect(first.digest).toEqual({ day: '2026-12-04', dueSoon: 0, overdue: 1, recipients: 2 });
    expect((await runCaseClockTasks(deps())).digest).toBeNull();
    const [mail] = await digests('digest-staff@example.test');
    expect(mail?.subject).toBe('Cases due: 1 overdue, 0 due soon');
    expect(mail?.text_body).toMatch(/Overdue \(1\):\nCS-\d+ {2}Access Issue {2}due December 3, 2026/);
    expect(mail?.text_body).not.toContain('TEST');
    expect(await digests('gone-staff@example.test')).toEqual([]);
    // Each recipient in his account's language (issue 37).
    const [spanish] = await digests('digest-staff-es@example.test');
    expect(spanish?.subject).toBe('Casos con plazo: 1 vencido, 0 vencen pronto');
    expect(spanish?.text_body).toMatch(
      /Vencidos \(1\):\nCS-\d+ {2}Problema de acceso {2}vence el 3 de diciembre de 2026/,
    );
  });

  it('uses the partial index of running clocks for the digest on PostgreSQL', async () => {
    if (testDialect !== 'postgres') return;
    const plan = await database.handle.db
      .selectFrom('cases')
      .select('id')
      .where('decided_at', 'is', null)
      .where('paused_since', 'is', null)
      .where('due_soon_at', '<=', clock.now().toISOString())
      .orderBy('due_soon_at')
      .explain();
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).not.toMatch(/Seq Scan on cases/);
  });
});
