import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseMessages, limitedAccessLevel } from '@medivi/domain';
import {
  type CaseMember,
  type CaseTestApp,
  caseMemberRoles,
  createCaseMember,
  createCaseTestApp,
  memberCaseBody,
} from '../../testing/cases.js';
import { createEligibility, createPlan } from '../../testing/eligibility.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';

/**
 * `POST /api/createCase` without a patient: the case goes to the member's own record, his newest
 * 'self' link (docs/decisions/0069), so a 'Limited Access' member can file for himself.
 */
describe("POST /api/createCase for the member's own record", () => {
  let t: CaseTestApp;
  let limited: CaseMember;
  let limitedSession: SignedIn;

  const create = (body: object, s: SignedIn): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/createCase', headers: s.headers, payload: body });
  const caseRow = (id: string) =>
    t.db
      .selectFrom('cases')
      .select(['member_link_id', 'eligibility_id', 'plan_id', 'first_name', 'member_id', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const casesCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const link = async (
    userId: string,
    eligibilityId: string,
    relationship: 'self' | 'dependent',
    createdAt: string,
  ) => {
    const id = `link-${eligibilityId}`;
    await t.db
      .insertInto('member_links')
      .values({ id, user_id: userId, eligibility_id: eligibilityId, relationship, created_at: createdAt })
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createCaseTestApp();
    limited = await createCaseMember(t.db, {
      email: 'limited-member@example.test',
      memberId: 'OWN100',
      record: { firstName: 'CASEY', lastName: 'LIMITED', dateOfBirth: '1991-05-21' },
    });
    await t.db
      .updateTable('users')
      .set({ access_level: limitedAccessLevel })
      .where('id', '=', limited.userId)
      .execute();
    limitedSession = await signIn(t.app, limited.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it("files a 'Limited Access' member's Balance Bill on his own record when sixDegPatientID is empty", async () => {
    const response = await create(
      memberCaseBody('', 'BalanceBill', { email: 'typed-contact@example.test' }),
      limitedSession,
    );
    expect(response.statusCode).toBe(200);
    const { id, CaseNumber } = response.json<{ id: string; CaseNumber: string }>();
    expect(CaseNumber).toMatch(/^CS-\d{6}$/);
    expect(await caseRow(id)).toEqual({
      member_link_id: limited.selfLinkId,
      eligibility_id: limited.eligibilityId,
      plan_id: limited.planId,
      first_name: 'CASEY',
      member_id: 'OWN100',
      email: 'typed-contact@example.test',
    });
    const audit = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'case.created')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? '{}')).toMatchObject({ relationship: 'self', ownRecord: true });
  });

  it('files an Access Issue and a Call Ahead when sixDegPatientID is left out, and lists them for him', async () => {
    const ids: string[] = [];
    for (const recordType of ['AccessIssue', 'CallAhead'] as const) {
      const { sixDegPatientID: _omitted, ...body } = memberCaseBody('', recordType);
      const response = await create(body, limitedSession);
      expect(response.statusCode).toBe(200);
      const { id } = response.json<{ id: string }>();
      expect((await caseRow(id)).member_link_id).toBe(limited.selfLinkId);
      ids.push(id);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/getCases',
      headers: limitedSession.headers,
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ records: { id: string }[] }>().records.map((record) => record.id);
    expect(listed).toEqual(expect.arrayContaining(ids));
  });

  it('takes the newest own link of a member on several plans, never a dependent linked later', async () => {
    const olderPlan = await createPlan(t.db, 'own-plan-older', 'Older Plan (synthetic)');
    const newerPlan = await createPlan(t.db, 'own-plan-newer', 'Newer Plan (synthetic)');
    const userId = await createUser(t.db, {
      email: 'two-plans@example.test',
      roles: caseMemberRoles,
      planIds: [olderPlan, newerPlan],
    });
    const older = await createEligibility(t.db, {
      planId: olderPlan,
      memberId: 'OWN200',
      firstName: 'OLDER',
    });
    const newer = await createEligibility(t.db, {
      planId: newerPlan,
      memberId: 'OWN201',
      firstName: 'NEWER',
    });
    const child = await createEligibility(t.db, {
      planId: newerPlan,
      memberId: 'OWN201-01',
      firstName: 'CHILD',
      dateOfBirth: '2015-06-02',
      relationship: 'child',
    });
    // Inserted out of order: the newest 'self' link is found by its time, not by insertion.
    const newerLink = await link(userId, newer, 'self', '2026-02-01T10:00:00.000Z');
    await link(userId, older, 'self', '2026-01-01T10:00:00.000Z');
    await link(userId, child, 'dependent', '2026-03-01T10:00:00.000Z');
    const session = await signIn(t.app, 'two-plans@example.test');

    const response = await create(memberCaseBody(''), session);
    expect(response.statusCode).toBe(200);
    expect(await caseRow(response.json<{ id: string }>().id)).toMatchObject({
      member_link_id: newerLink,
      plan_id: newerPlan,
      first_name: 'NEWER',
      member_id: 'OWN201',
    });
  });

  it('refuses an account without an own record (only a dependent linked), writing nothing', async () => {
    const planId = await createPlan(t.db, 'own-plan-none', 'No Own Record Plan (synthetic)');
    const userId = await createUser(t.db, {
      email: 'no-own-record@example.test',
      roles: caseMemberRoles,
      planIds: [planId],
    });
    const child = await createEligibility(t.db, {
      planId,
      memberId: 'OWN300-01',
      dateOfBirth: '2016-01-01',
      relationship: 'child',
    });
    await link(userId, child, 'dependent', '2026-01-01T10:00:00.000Z');
    const session = await signIn(t.app, 'no-own-record@example.test');
    const before = await casesCount();

    const response = await create(memberCaseBody(''), session);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: 'PATIENT_NOT_FOUND',
      message: caseMessages.patientNotFound,
    });
    expect(await casesCount()).toBe(before);
  });

  it('still refuses an empty patient from users without both case member roles', async () => {
    const viewer = await createCaseMember(t.db, {
      email: 'own-viewer@example.test',
      memberId: 'OWN400',
      roles: ['medivi-read', 'medivi-casesmember'],
    });
    const session = await signIn(t.app, viewer.email);
    const before = await casesCount();
    const response = await create(memberCaseBody(''), session);
    expect(response.statusCode).toBe(403);
    expect(await casesCount()).toBe(before);
  });
});
