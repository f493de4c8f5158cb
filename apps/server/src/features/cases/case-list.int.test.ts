import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CaseRecord } from '@medivi/domain';
import {
  addDependent,
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
} from '../../testing/cases.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';

describe('case list, detail and status workflow', () => {
  let t: CaseTestApp;
  let member: CaseMember;
  let other: CaseMember;
  let session: SignedIn;
  let otherSession: SignedIn;
  let adminSession: SignedIn;
  let adminId: string;
  const ids: Record<string, string> = {};

  const get = (url: string, s: SignedIn = session): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url, headers: s.headers });
  const list = async (query = '', s: SignedIn = session): Promise<CaseRecord[]> => {
    const response = await get(`/api/getCases${query}`, s);
    expect(response.statusCode).toBe(200);
    return response.json<{ records: CaseRecord[] }>().records;
  };
  const setStatus = (id: string, payload: object, s: SignedIn = adminSession) =>
    t.app.inject({ method: 'PUT', url: `/api/cases/${id}/status`, headers: s.headers, payload });

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createCaseMember(t.db, { email: 'list-member@example.test', memberId: 'LIST100' });
    other = await createCaseMember(t.db, { email: 'list-other@example.test', memberId: 'LIST200' });
    const dependentLink = await addDependent(t.db, member, 'LIST100-01');
    const otherDependent = await addDependent(t.db, other, 'LIST200-01');
    const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T15:00:00.000Z`;
    ids.own = (
      await createTestCase(t.db, member, {
        createdAt: at(1),
        provider: {
          name: 'Synthetic Harbor Hospital',
          street: '1 Lake Rd',
          city: 'Akron',
          state: 'OH',
          zip: '44301',
          details: null,
        },
        figures: {
          totalBilledCharges: 1250.5,
          balanceBillAmount: 300,
          claimDosFrom: '2026-01-05',
          numberOfClaims: 2,
        },
      })
    ).id;
    ids.dependent = (
      await createTestCase(t.db, member, {
        linkId: dependentLink,
        recordType: 'AccessIssue',
        createdAt: at(3),
      })
    ).id;
    ids.processing = (
      await createTestCase(t.db, member, {
        recordType: 'CallAhead',
        status: 'Processing',
        statusDetail: 'ContactingProvider',
        createdAt: at(2),
      })
    ).id;
    ids.closed = (await createTestCase(t.db, member, { status: 'Closed', createdAt: at(4) })).id;
    ids.other = (await createTestCase(t.db, other, { createdAt: at(5) })).id;
    ids.otherDependent = (await createTestCase(t.db, other, { linkId: otherDependent, createdAt: at(6) })).id;
    adminId = await createUser(t.db, { email: 'staff@example.test', roles: ['medivi-read', 'medivi-admin'] });
    session = await signIn(t.app, member.email);
    otherSession = await signIn(t.app, other.email);
    adminSession = await signIn(t.app, 'staff@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the member's and his dependents' cases only, newest first, with CRM names and status labels", async () => {
    const records = await list();
    expect(records.map((r) => r.id)).toEqual([ids.closed, ids.dependent, ids.processing, ids.own]);
    const own = records.find((r) => r.id === ids.own);
    expect(own).toMatchObject({
      Status: 'Intake',
      statusLabel: 'Opened',
      RecordType: { Name: 'Balance Bill' },
      Hospital__r: {
        Name: 'Synthetic Harbor Hospital',
        ShippingCity: 'Akron',
        ShippingPostalCode: '44301',
        ShippingStateCode: 'OH',
      },
      Plan_Name__r: { Name: 'Case Test Plan (synthetic)' },
      Total_Billed_Charges__c: 1250.5,
      Balance_Bill_Amount_Calc__c: 300,
      Claim_DOS_From__c: '2026-01-05',
      Number_of_Claims_in_Case__c: 2,
      CreatedDate: '2026-03-01T15:00:00.000Z',
    });
    expect(records.find((r) => r.id === ids.processing)).toMatchObject({
      statusLabel: 'Processing',
      Status_Description__c: 'ContactingProvider',
      statusDetailLabel: 'Contacting the provider',
    });
    expect(records.find((r) => r.id === ids.closed)?.statusLabel).toBe('Closed');
  });

  it('filters by type, status, created date and search text on the server', async () => {
    expect((await list('?type=AccessIssue')).map((r) => r.id)).toEqual([ids.dependent]);
    expect((await list('?type=All&status=All')).length).toBe(4);
    expect((await list('?status=Opened')).map((r) => r.id)).toEqual([ids.dependent, ids.own]);
    expect((await list('?status=Processing')).map((r) => r.id)).toEqual([ids.processing]);
    expect((await list('?status=Closed')).map((r) => r.id)).toEqual([ids.closed]);
    expect((await list('?createdDate=2026-03-02')).map((r) => r.id)).toEqual([ids.processing]);
    expect((await list('?q=harbor')).map((r) => r.id)).toEqual([ids.own]);
    expect((await list('?q=list100-01')).map((r) => r.id)).toEqual([]);
    expect((await list('?q=%25')).length).toBe(0);
    expect((await list('?q=&type=&status=&createdDate=')).length).toBe(4);
  });

  it('answers 400 for an unknown filter value', async () => {
    expect((await get('/api/getCases?status=Pending')).statusCode).toBe(400);
    expect((await get('/api/getCases?createdDate=03/02/2026')).statusCode).toBe(400);
  });

  it("shows a dependent's case to the parent, and another member's case to nobody else (404)", async () => {
    const dependent = await get(`/api/case/${ids.dependent}`);
    expect(dependent.statusCode).toBe(200);
    const detail = dependent.json<{ records: CaseDetail[] }>().records[0];
    expect(detail?.statusHistory.map((h) => h.status)).toEqual(['Intake']);
    for (const id of [ids.other, ids.otherDependent, 'no-such-case']) {
      const response = await get(`/api/case/${id ?? ''}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Case not found.');
    }
    expect((await list('', otherSession)).map((r) => r.id)).toEqual([ids.otherDependent, ids.other]);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_user_id'])
      .where('subject_id', '=', ids.dependent ?? '')
      .execute();
    expect(audit).toContainEqual({ action: 'case.read', actor_user_id: member.userId });
  });

  it('labels statuses for GET /api/sfCaseStatus', async () => {
    const labels = async (query: string) =>
      (await get(`/api/sfCaseStatus${query}`)).json<{
        statuslabel: string;
        statusdetaillabel: string | null;
      }>();
    expect(await labels('?casetype=BalanceBill&status=Intake')).toEqual({
      statuslabel: 'Opened',
      statusdetaillabel: null,
    });
    expect(await labels('?status=Processing&statusdetail=ProviderNegotiation')).toEqual({
      statuslabel: 'Processing',
      statusdetaillabel: 'Negotiating with the provider',
    });
    expect(await labels('?status=Closed')).toEqual({ statuslabel: 'Closed', statusdetaillabel: null });
    expect(await labels('')).toEqual({ statuslabel: 'Waiting for information', statusdetaillabel: null });
  });

  it('lets staff move a case through Processing to Closed, keeping history with who and when and case events', async () => {
    const id = ids.own ?? '';
    const processing = await setStatus(id, { status: 'Processing', statusDetail: 'ProviderNegotiation' });
    expect(processing.statusCode).toBe(200);
    expect(processing.json<CaseRecord>()).toMatchObject({ Status: 'Processing', statusLabel: 'Processing' });
    t.clock.advance(60_000);
    const closed = await setStatus(id, { status: 'Closed', statusDetail: 'Resolved' });
    expect(closed.json<CaseRecord>().statusLabel).toBe('Closed');
    const history = await t.db
      .selectFrom('case_status_history')
      .select(['status', 'status_detail', 'changed_by_user_id'])
      .where('case_id', '=', id)
      .orderBy('changed_at')
      .execute();
    expect(history).toEqual([
      { status: 'Intake', status_detail: null, changed_by_user_id: member.userId },
      { status: 'Processing', status_detail: 'ProviderNegotiation', changed_by_user_id: adminId },
      { status: 'Closed', status_detail: 'Resolved', changed_by_user_id: adminId },
    ]);
    const events = await t.db
      .selectFrom('case_events')
      .select(['kind', 'payload'])
      .where('case_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['created', 'status_changed', 'status_changed']);
    expect(JSON.parse(events[2]?.payload ?? '{}')).toMatchObject({
      previousStatus: 'Processing',
      status: 'Closed',
    });
    const seen = (await list('?status=Closed')).map((r) => r.id);
    expect(seen).toContain(id);
    expect((await list('', adminSession)).length).toBe(6);
  });

  it('refuses a status change by a member (403) and a bad status or detail (400), and answers 404 for no case', async () => {
    const id = ids.dependent ?? '';
    const byMember = await setStatus(id, { status: 'Closed' }, session);
    expect(byMember.statusCode).toBe(403);
    expect(
      (await setStatus(id, { status: 'Processing' })).json<{ fieldErrors: Record<string, string> }>()
        .fieldErrors,
    ).toEqual({
      statusDetail: 'A status detail is required for Processing.',
    });
    expect((await setStatus(id, { status: 'Opened', statusDetail: 'Resolved' })).statusCode).toBe(400);
    expect((await setStatus(id, { status: 'Escalated' })).statusCode).toBe(400);
    expect((await setStatus('no-such-case', { status: 'Closed' })).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('cases')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Intake');
  });
});
