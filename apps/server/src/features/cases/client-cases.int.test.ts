import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseRecord, ClientCaseBody } from '@medivi/domain';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  createTestCase,
  multipartUpload,
  samplePdf,
} from '../../testing/cases.js';
import { createPlan } from '../../testing/eligibility.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';

const clientRoles = ['medivi-read', 'medivi-caseviewclient', 'medivi-casesubmissionclient'];

describe('client cases', () => {
  let t: CaseTestApp;
  let memberA: CaseMember;
  let memberB: CaseMember;
  let client: SignedIn;
  let viewer: SignedIn;
  let memberSession: SignedIn;
  let caseA: string;
  let caseB: string;

  const body = (overrides: Partial<ClientCaseBody> = {}): ClientCaseBody => ({
    recordType: 'BalanceBill',
    submitterContactInfo: {
      firstName: 'Sky',
      lastName: 'Client',
      companyName: 'Synthetic Benefits LLC',
      phoneNumber: '2165550199',
      emailAddress: 'sky@client.example.test',
    },
    memberId: ' clienta100 ',
    firstName: 'Robin',
    lastName: 'Planner',
    dateOfBirth: '1975-02-14T00:00:00Z',
    phone: '2165550100',
    email: 'robin@example.test',
    address: '5 Synthetic Rd',
    city: 'Cleveland',
    state: 'OH',
    zip: '44106',
    description: { planname: 'Plan A (synthetic)', groupid: 'grpa', tpaName: 'Synthetic TPA' },
    ...overrides,
  });
  const post = (url: string, payload: object, s: SignedIn = client): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url, headers: s.headers, payload });
  const get = (url: string, s: SignedIn = client): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url, headers: s.headers });

  beforeAll(async () => {
    t = await createCaseTestApp();
    await createPlan(t.db, 'plan-a', 'Plan A (synthetic)');
    await createPlan(t.db, 'plan-b', 'Plan B (synthetic)');
    memberA = await createCaseMember(t.db, {
      email: 'robin@example.test',
      memberId: 'CLIENTA100',
      planId: 'plan-a',
      record: { firstName: 'ROBIN', lastName: 'PLANNER', dateOfBirth: '1975-02-14', groupId: 'GRPA' },
    });
    memberB = await createCaseMember(t.db, {
      email: 'blair@example.test',
      memberId: 'CLIENTB200',
      planId: 'plan-b',
      record: { firstName: 'BLAIR', lastName: 'OTHER', dateOfBirth: '1970-01-01' },
    });
    await createUser(t.db, { email: 'client@example.test', roles: clientRoles, planIds: ['plan-a'] });
    await createUser(t.db, {
      email: 'viewer-client@example.test',
      roles: ['medivi-read', 'medivi-caseviewclient'],
      planIds: ['plan-a'],
    });
    caseA = (await createTestCase(t.db, memberA, { createdAt: '2026-02-01T10:00:00.000Z' })).id;
    caseB = (await createTestCase(t.db, memberB, { createdAt: '2026-02-02T10:00:00.000Z' })).id;
    client = await signIn(t.app, 'client@example.test');
    viewer = await signIn(t.app, 'viewer-client@example.test');
    memberSession = await signIn(t.app, memberA.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the client's master plans only", async () => {
    const response = await get('/api/v2/get-masterPlans');
    expect(response.json()).toEqual([{ id: 'plan-a', name: 'Plan A (synthetic)' }]);
    expect((await get('/api/v2/masterPlans', viewer)).json()).toEqual([
      { id: 'plan-a', name: 'Plan A (synthetic)' },
    ]);
  });

  it('finds a patient of his plans by Patient ID, name and date of birth, and nobody else', async () => {
    const found = await get(
      '/api/clientMemberDetail?patientID=%20clienta100&patientName=Robin%20Planner&patientDoB=1975-02-14',
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      memberId: 'CLIENTA100',
      firstName: 'ROBIN',
      lastName: 'PLANNER',
      masterplanID: 'plan-a',
    });
    const otherPlan = await get(
      '/api/clientMemberDetail?patientID=CLIENTB200&patientName=Blair%20Other&patientDoB=1970-01-01',
    );
    expect(otherPlan.statusCode).toBe(404);
    const notHisPlan = await get(
      '/api/clientMemberDetail?patientID=CLIENTB200&patientName=Blair%20Other&patientDoB=1970-01-01&masterplanid=plan-b',
    );
    expect(notHisPlan.statusCode).toBe(403);
    expect((await get('/api/clientMemberDetail?patientID=&patientName=&patientDoB=')).statusCode).toBe(400);
  });

  it('files a client case for a member of his plans, which the member then sees', async () => {
    const response = await post('/api/createClientCase', body());
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    const row = await t.db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      channel: 'client',
      eligibility_id: memberA.eligibilityId,
      plan_id: 'plan-a',
      member_link_id: memberA.selfLinkId,
      group_id: 'GRPA',
      tpa_name: 'Synthetic TPA',
    });
    expect(JSON.parse(row.submitter_json ?? '{}')).toMatchObject({ companyName: 'Synthetic Benefits LLC' });
    const mine = await get('/api/getCases', memberSession);
    expect(mine.json<{ records: CaseRecord[] }>().records.map((r) => r.id)).toContain(id);
  });

  it('files an Appeal, which members may not, with its urgency setting its clock (issue 35)', async () => {
    const appealBody = (appealUrgency?: string) =>
      body({
        recordType: 'Appeal',
        // A value outside the enum reaches the server as a browser could send it.
        ...(appealUrgency === undefined
          ? {}
          : { appealUrgency: appealUrgency as ClientCaseBody['appealUrgency'] }),
        description: {
          planname: 'Plan A',
          groupid: 'GRPA',
          tpaName: 'TPA',
          physicianName: 'Dr. Synthetic',
        },
      });
    const appeal = await post('/api/createClientCase', appealBody());
    expect(appeal.statusCode).toBe(200);
    const urgent = await post('/api/createClientCase', appealBody('urgent'));
    expect(urgent.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('cases')
      .select(['id', 'appeal_urgency', 'received_at', 'due_at'])
      .where('id', 'in', [appeal.json<{ id: string }>().id, urgent.json<{ id: string }>().id])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const plain = byId.get(appeal.json<{ id: string }>().id);
    const quick = byId.get(urgent.json<{ id: string }>().id);
    expect(plain?.appeal_urgency).toBeNull();
    expect(quick?.appeal_urgency).toBe('urgent');
    // Urgent care: 72 hours from receipt (29 CFR 2560.503-1(i)(2)(i)).
    expect(Date.parse(quick?.due_at ?? '') - Date.parse(quick?.received_at ?? '')).toBe(72 * 3_600_000);
    expect(Date.parse(plain?.due_at ?? '') - Date.parse(plain?.received_at ?? '')).toBeGreaterThan(
      59 * 86_400_000,
    );
    const bad = await post('/api/createClientCase', appealBody('soon'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.appealUrgency).toBe(
      'Choose how urgent the appeal is.',
    );
  });

  it('refuses a member of another plan (404) and missing client fields (400), writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('cases')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const foreign = await post(
      '/api/createClientCase',
      body({ memberId: 'CLIENTB200', firstName: 'Blair', lastName: 'Other', dateOfBirth: '1970-01-01' }),
    );
    expect(foreign.statusCode).toBe(404);
    const missing = await post(
      '/api/createClientCase',
      body({
        recordType: 'CallAhead',
        description: { providerOfficeName: 'Clinic' },
        submitterContactInfo: {
          firstName: '',
          lastName: 'C',
          companyName: 'Co',
          phoneNumber: '123',
          emailAddress: 'x',
        },
        dateOfBirth: '2999-01-01',
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toMatchObject({
      'submitterContactInfo.firstName': 'This field is required',
      'submitterContactInfo.phoneNumber': 'Must be a valid phone number',
      'submitterContactInfo.emailAddress': 'Must be a valid email',
      dateOfBirth: 'Must be a valid date',
      'description.physicianName': 'This field is required',
      'description.planname': 'This field is required',
      'description.tpaName': 'This field is required',
    });
    const noPlanInfo = await post(
      '/api/createClientCase',
      body({ description: { planname: ' ', groupid: '', tpaName: '' } }),
    );
    expect(Object.keys(noPlanInfo.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toEqual([
      'description.planname',
      'description.groupid',
      'description.tpaName',
    ]);
    expect(await count()).toBe(before);
  });

  it("lists and opens only the cases of the client's plans", async () => {
    const records = (await get('/api/getClientCases')).json<{ records: CaseRecord[] }>().records;
    expect(records.map((r) => r.id)).toContain(caseA);
    expect(records.map((r) => r.id)).not.toContain(caseB);
    expect((await get('/api/getClientCases?masterplanID=plan-a&type=BalanceBill', viewer)).statusCode).toBe(
      200,
    );
    expect((await get('/api/getClientCases?masterplanID=plan-b')).statusCode).toBe(403);
    expect((await get(`/api/clientCase/${caseA}`)).statusCode).toBe(200);
    expect((await get(`/api/clientCase/${caseB}`)).statusCode).toBe(404);
  });

  it('uploads to a case of his plans only', async () => {
    const send = (caseID: string, s: SignedIn = client) => {
      const { payload, contentType } = multipartUpload({ caseID, contentLocation: '', title: caseID }, [
        { fileName: 'appeal.pdf', content: samplePdf },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/case/uploadClientAttachment',
        headers: { ...s.headers, 'content-type': contentType },
        payload,
      });
    };
    const ok = await send(caseA);
    expect(ok.statusCode).toBe(200);
    const [attachment] = ok.json<{ attachments: { id: string }[] }>().attachments;
    expect((await send(caseB)).statusCode).toBe(404);
    expect((await send(caseA, viewer)).statusCode).toBe(403);
    // As the detail's link is followed by the browser: the cookie, and no X-CSRF-Token.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/clientCase/${caseA}/attachments/${attachment?.id ?? ''}`,
      headers: { cookie: viewer.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const audited = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', '=', caseA)
      .where('action', 'in', ['case.attachments_added', 'case.attachment_read'])
      .execute();
    expect(audited.map((row) => row.action).sort()).toEqual([
      'case.attachment_read',
      'case.attachments_added',
    ]);
  });

  it('keeps viewers, members and clients to their own roles', async () => {
    expect((await post('/api/createClientCase', body(), viewer)).statusCode).toBe(403);
    expect((await get('/api/getClientCases', memberSession)).statusCode).toBe(403);
    expect((await get('/api/getCases')).statusCode).toBe(403);
  });
});
