import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaseDetailReply,
  caseMessages,
  type CreateCaseReply,
  type ErrorReply,
  type MemberClaimDetail,
} from '@medivi/domain';
import {
  addDependent,
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  linkPerson,
  memberCaseBody,
} from '../../testing/cases.js';
import { claimRow } from '../../testing/claims.js';
import { createEligibility, createPlan } from '../../testing/eligibility.js';
import { type SignedIn, signIn } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';

describe(`a Balance Bill filed from a claim on ${testDialect} (issue 32 item 6)`, () => {
  let t: CaseTestApp;
  let member: CaseMember;
  let kidLinkId: string;
  let adultLinkId: string;
  let session: SignedIn;
  let otherSession: SignedIn;

  const create = (body: object, s: SignedIn = session): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/createCase', headers: s.headers, payload: body });
  const get = (url: string, s: SignedIn = session) =>
    t.app.inject({ method: 'GET', url, headers: s.headers });
  const count = async (table: 'cases' | 'claim_cases') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const linksOf = (claimId: string) =>
    t.db
      .selectFrom('claim_cases')
      .select('case_id')
      .where('claim_id', '=', claimId)
      .orderBy('created_at')
      .orderBy('case_id')
      .execute();
  const caseIdOf = async (claimId: string) =>
    (
      await t.db
        .selectFrom('claims')
        .select('case_id')
        .where('claim_id', '=', claimId)
        .executeTakeFirstOrThrow()
    ).case_id;

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createCaseMember(t.db, {
      email: 'bill-member@example.test',
      memberId: 'BC100',
      planId: 'bc-plan',
      record: { firstName: 'BILL', lastName: 'CLAIMANT' },
    });
    kidLinkId = await addDependent(t.db, member, 'BC101');
    const adultId = await createEligibility(t.db, {
      planId: 'bc-plan',
      memberId: 'BC102',
      firstName: 'ADA',
      lastName: 'CLAIMANT',
      dateOfBirth: '1990-01-01',
      relationship: 'child',
      subscriberMemberId: 'BC100',
    });
    adultLinkId = await linkPerson(t.db, member.userId, adultId, 'dependent');
    const other = await createCaseMember(t.db, {
      email: 'bill-other@example.test',
      memberId: 'BC200',
      planId: 'bc-plan',
    });
    await t.db
      .insertInto('claims')
      .values([
        claimRow('BC-SELF-1', 'bc-plan', 'BC100', {
          patient_name: 'BILL CLAIMANT',
          provider_name: 'Synthetic Harbor Surgery',
          provider_npi: '1234567893',
          billing_provider_npi: '1003000126',
          service_date_from: '2030-03-02',
          service_date_to: '2030-03-04',
          billed: 1200,
          allowed: 450.25,
          paid: 300.25,
          deductible_amount: 100,
          coinsurance_amount: 40,
          copay_amount: 10,
        }),
        claimRow('BC-SELF-2', 'bc-plan', 'BC100', { patient_name: 'BILL CLAIMANT' }),
        claimRow('BC-KID-1', 'bc-plan', 'BC100', {
          patient_member_id: 'BC101',
          patient_name: 'KID CLAIMANT',
        }),
        claimRow('BC-ADULT-1', 'bc-plan', 'BC100', {
          patient_member_id: 'BC102',
          patient_name: 'ADA CLAIMANT',
        }),
        claimRow('BC-OTHER-1', 'bc-plan', 'BC200', { patient_name: 'TEST MEMBER' }),
      ])
      .execute();
    session = await signIn(t.app, member.email);
    otherSession = await signIn(t.app, other.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it("files a Balance Bill from his own claim with the claim's provider, dates and amounts, linked both ways", async () => {
    const response = await create(memberCaseBody(member.selfLinkId, 'BalanceBill', { claimID: 'bc-self-1' }));
    expect(response.statusCode, response.body).toBe(200);
    const { id, CaseNumber } = response.json<CreateCaseReply>();
    const row = await t.db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      record_type: 'BalanceBill',
      eligibility_id: member.eligibilityId,
      provider_name: 'Synthetic Harbor Surgery',
      total_billed_charges: 1200,
      balance_bill_amount: 749.75,
      claim_dos_from: '2030-03-02',
      claim_dos_to: '2030-03-04',
      number_of_claims: 1,
    });
    expect(JSON.parse(row.provider_json ?? '{}')).toMatchObject({
      claim: {
        claimID: 'BC-SELF-1',
        providerNpi: '1234567893',
        billingProviderNpi: '1003000126',
        allowed: 450.25,
        memberOwes: 150,
      },
    });
    expect(await linksOf('BC-SELF-1')).toEqual([{ case_id: id }]);
    expect(await caseIdOf('BC-SELF-1')).toBe(id);

    const detail = (await get(`/api/case/${id}`)).json<CaseDetailReply>().records[0];
    expect(detail?.claimID).toBe('BC-SELF-1');
    expect(detail?.Total_Billed_Charges__c).toBe(1200);
    const eob = (await get('/api/member/claims/BC-SELF-1')).json<MemberClaimDetail>();
    expect(eob.cases).toEqual([{ caseId: id, caseNumber: CaseNumber, status: 'Opened' }]);

    const audit = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'case.created')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? '{}')).toMatchObject({ claimId: 'BC-SELF-1' });
  });

  it('leaves out claimID on a case filed without a claim, and links nothing', async () => {
    const before = await count('claim_cases');
    const response = await create(memberCaseBody(member.selfLinkId, 'BalanceBill', { claimID: '' }));
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<CreateCaseReply>();
    const detail = (await get(`/api/case/${id}`)).json<CaseDetailReply>().records[0];
    expect(detail).toBeDefined();
    expect(detail).not.toHaveProperty('claimID');
    expect(await count('claim_cases')).toBe(before);
  });

  it("files for his dependent under 18 from the dependent's claim", async () => {
    const response = await create(memberCaseBody(kidLinkId, 'BalanceBill', { claimID: 'BC-KID-1' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await linksOf('BC-KID-1')).toEqual([{ case_id: response.json<CreateCaseReply>().id }]);
  });

  it("answers 404 for another member's claim, an adult dependent's and one that does not exist, writing nothing", async () => {
    const [cases, links] = [await count('cases'), await count('claim_cases')];
    const attempts: [SignedIn, string, string][] = [
      [session, member.selfLinkId, 'BC-OTHER-1'],
      [session, adultLinkId, 'BC-ADULT-1'],
      [session, member.selfLinkId, 'BC-NOPE'],
      [otherSession, '', 'BC-SELF-2'],
    ];
    for (const [who, patient, claimID] of attempts) {
      const response = await create(memberCaseBody(patient, 'BalanceBill', { claimID }), who);
      expect(response.statusCode, claimID).toBe(404);
      const reply = response.json<ErrorReply>();
      expect(reply.code).toBe('CLAIM_NOT_FOUND');
      expect(reply.fieldErrors).toEqual({ claimID: caseMessages.claimNotFound });
      expect(response.body).not.toContain('CLAIMANT');
    }
    expect(await count('cases')).toBe(cases);
    expect(await count('claim_cases')).toBe(links);
    expect(await caseIdOf('BC-SELF-2')).toBeNull();
    expect(await caseIdOf('BC-OTHER-1')).toBeNull();
  });

  it("answers 400 when the case's patient is not the claim's, writing nothing", async () => {
    const cases = await count('cases');
    const response = await create(memberCaseBody(member.selfLinkId, 'BalanceBill', { claimID: 'BC-KID-1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorReply>()).toMatchObject({
      code: 'CLAIM_PATIENT_MISMATCH',
      fieldErrors: { claimID: caseMessages.claimPatientMismatch },
    });
    expect(await count('cases')).toBe(cases);
  });

  it('answers 400 with a field message for a claim on another record type, writing nothing', async () => {
    const cases = await count('cases');
    for (const recordType of ['CallAhead', 'AccessIssue'] as const) {
      const response = await create(memberCaseBody(member.selfLinkId, recordType, { claimID: 'BC-SELF-2' }));
      expect(response.statusCode, recordType).toBe(400);
      expect(response.json<ErrorReply>().fieldErrors).toMatchObject({
        claimID: caseMessages.claimBalanceBillOnly,
      });
    }
    expect(await count('cases')).toBe(cases);
    expect(await linksOf('BC-SELF-2')).toEqual([]);
  });

  it('gives a claim a second case: both listed on the EOB, the first kept in claims.case_id', async () => {
    const first = (
      await create(memberCaseBody(member.selfLinkId, 'BalanceBill', { claimID: 'BC-SELF-2' }))
    ).json<CreateCaseReply>();
    t.clock.advance(60_000);
    const second = await create(memberCaseBody(member.selfLinkId, 'BalanceBill', { claimID: 'BC-SELF-2' }));
    expect(second.statusCode, second.body).toBe(200);
    const secondId = second.json<CreateCaseReply>().id;
    expect(await linksOf('BC-SELF-2')).toEqual([{ case_id: first.id }, { case_id: secondId }]);
    expect(await caseIdOf('BC-SELF-2')).toBe(first.id);
    const eob = (await get('/api/member/claims/BC-SELF-2')).json<MemberClaimDetail>();
    expect(eob.cases.map((filed) => filed.caseId)).toEqual([first.id, secondId]);
    const detail = (await get(`/api/case/${secondId}`)).json<CaseDetailReply>().records[0];
    expect(detail?.claimID).toBe('BC-SELF-2');
  });

  it("files on the claim's plan when the form names his record on his other plan (a member on two plans)", async () => {
    await createPlan(t.db, 'bc-plan-2', 'Second Synthetic Plan (synthetic)');
    const secondRecord = await createEligibility(t.db, {
      planId: 'bc-plan-2',
      memberId: 'BC100',
      groupId: 'GRP200',
      firstName: 'BILL',
      lastName: 'CLAIMANT',
    });
    await linkPerson(t.db, member.userId, secondRecord, 'self');
    await t.db
      .insertInto('claims')
      .values(claimRow('BC-SECOND-1', 'bc-plan-2', 'BC100', { patient_name: 'BILL CLAIMANT' }))
      .execute();
    // The form shows his first plan's record; the claim is on the second.
    const response = await create(
      memberCaseBody(member.selfLinkId, 'BalanceBill', { claimID: 'BC-SECOND-1' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.db
      .selectFrom('cases')
      .select(['eligibility_id', 'plan_id'])
      .where('id', '=', response.json<CreateCaseReply>().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ eligibility_id: secondRecord, plan_id: 'bc-plan-2' });
    // Another person's record is still refused for it.
    const kid = await create(memberCaseBody(kidLinkId, 'BalanceBill', { claimID: 'BC-SECOND-1' }));
    expect(kid.statusCode).toBe(400);
  });
});
