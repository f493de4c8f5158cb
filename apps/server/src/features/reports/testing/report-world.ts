import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import {
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createTestCase,
} from '../../../testing/cases.js';
import { createPlan } from '../../../testing/eligibility.js';
import { createUser } from '../../../testing/test-app.js';

/** Every report role of the medivi variant: reports plus the three report roles. */
export const allReportRoles = [
  'medivi-reports',
  'medivi-clientmonthlyreport',
  'medivi-clientplanhealthreport',
  'medivi-provideracceptancereport',
];

/** An NPI (check digit valid) with an active provider-experience flag. */
export const flaggedNpi = '1234567893';

/** Names of plan B's records: none may appear in a reply to plan A's readers. */
export const planBSecrets = ['QUOXWORTHY', 'Zebediah Clinic', 'RPT-B-1', 'plan-b-name'];

/** One claim to insert; amounts US dollars. */
export interface TestClaim {
  claimId: string;
  planId: string;
  memberId: string;
  claimType: 'inpatient' | 'outpatient' | 'professional';
  receivedOn: string;
  /** Default: the day it was received. */
  serviceDate?: string;
  billed: number;
  allowed: number;
  paid: number;
  medicareEquivalent: number;
  balanceBilled?: number;
  providerName?: string;
  providerNpi?: string | null;
  providerState?: string | null;
}

/** Inserts claims straight into the table (the importer is another part's). */
export async function insertClaims(db: Kysely<Database>, claims: readonly TestClaim[]): Promise<void> {
  for (const c of claims) {
    await db
      .insertInto('claims')
      .values({
        claim_id: c.claimId,
        plan_id: c.planId,
        member_id: c.memberId,
        patient_name: 'SYNTHETIC PATIENT',
        provider_npi: c.providerNpi ?? null,
        provider_ccn: c.providerNpi === undefined || c.providerNpi === null ? '360001' : null,
        provider_name: c.providerName ?? 'Synthetic General Hospital',
        provider_state: c.providerState === undefined ? 'OH' : c.providerState,
        claim_type: c.claimType,
        code_type: c.claimType === 'inpatient' ? 'DRG' : c.claimType === 'outpatient' ? 'APC' : 'HCPCS',
        code: c.claimType === 'inpatient' ? '470' : c.claimType === 'outpatient' ? '5072' : '99213',
        service_date_from: c.serviceDate ?? c.receivedOn,
        service_date_to: c.serviceDate ?? c.receivedOn,
        received_on: c.receivedOn,
        billed: c.billed,
        allowed: c.allowed,
        paid: c.paid,
        medicare_equivalent: c.medicareEquivalent,
        balance_billed: c.balanceBilled ?? 0,
        case_id: null,
        is_synthetic: 1,
        source_file: 'test',
        imported_at: new Date().toISOString(),
      })
      .execute();
  }
}

/** The plans, members, cases, claims and flag the report tests read; every figure hand-picked. */
export interface ReportWorld {
  memberA: CaseMember;
  memberB: CaseMember;
}

/**
 * Plan A (year from July) with three claims in 2026, a balance-bill case opened in September and
 * still in negotiation, and an access issue opened and closed in October at a flagged provider's
 * state; plan B with one claim and one case whose names are its secrets.
 */
export async function createReportWorld(t: CaseTestApp): Promise<ReportWorld> {
  await createPlan(t.db, 'plan-a', 'Plan A (synthetic)');
  await createPlan(t.db, 'plan-b', 'plan-b-name (synthetic)');
  await t.db.updateTable('plans').set({ plan_year_start_month: 7 }).where('id', '=', 'plan-a').execute();
  const memberA = await createCaseMember(t.db, {
    email: 'rpt-a@example.test',
    memberId: 'RPTA1',
    planId: 'plan-a',
  });
  const memberB = await createCaseMember(t.db, {
    email: 'rpt-b@example.test',
    memberId: 'RPT-B-1',
    planId: 'plan-b',
  });
  const provider = (name: string, details: Record<string, unknown> | null = null) => ({
    name,
    street: null,
    city: null,
    state: 'OH',
    zip: null,
    details,
  });
  await createTestCase(t.db, memberA, {
    recordType: 'BalanceBill',
    status: 'Processing',
    statusDetail: 'ProviderNegotiation',
    createdAt: '2026-09-10T12:00:00.000Z',
    provider: provider('Synthetic Imaging'),
    figures: { totalBilledCharges: 2000, balanceBillAmount: 600 },
  });
  await createTestCase(t.db, memberA, {
    recordType: 'AccessIssue',
    status: 'Closed',
    statusDetail: 'Resolved',
    createdAt: '2026-10-05T12:00:00.000Z',
    provider: provider('Synthetic Practice', { typeOfAccessIssue: 'Appointment refused' }),
  });
  await createTestCase(t.db, memberB, {
    recordType: 'AccessIssue',
    createdAt: '2026-10-06T12:00:00.000Z',
    provider: provider('Zebediah Clinic'),
  });
  await insertClaims(t.db, [
    {
      claimId: 'A-1',
      planId: 'plan-a',
      memberId: 'RPTA1',
      claimType: 'inpatient',
      receivedOn: '2026-10-05',
      billed: 10000,
      allowed: 3000,
      paid: 3000,
      medicareEquivalent: 2000,
    },
    {
      claimId: 'A-2',
      planId: 'plan-a',
      memberId: 'RPTA2',
      claimType: 'professional',
      receivedOn: '2026-10-20',
      serviceDate: '2026-09-28',
      billed: 500,
      allowed: 200,
      paid: 200,
      medicareEquivalent: 100,
      balanceBilled: 120,
      providerName: 'Synthetic Caution Practice',
      providerNpi: flaggedNpi,
    },
    {
      claimId: 'A-3',
      planId: 'plan-a',
      memberId: 'RPTA1',
      claimType: 'outpatient',
      receivedOn: '2026-03-10',
      billed: 2000,
      allowed: 800,
      paid: 800,
      medicareEquivalent: 500,
    },
    {
      claimId: 'B-1',
      planId: 'plan-b',
      memberId: 'RPT-B-1',
      claimType: 'inpatient',
      receivedOn: '2026-10-07',
      billed: 77777.77,
      allowed: 11111.11,
      paid: 11111.11,
      medicareEquivalent: 7777.77,
      providerName: 'QUOXWORTHY Medical Center',
      providerNpi: flaggedNpi,
    },
  ]);
  await t.db
    .insertInto('provider_experience')
    .values({
      npi: flaggedNpi,
      provider_name: 'Synthetic Caution Practice',
      ein: null,
      entity_type: '1',
      recommendation: 'CAUTION',
      external_notes: null,
      internal_notes: null,
      active: 1,
      updated_at: new Date().toISOString(),
      updated_by: null,
    })
    .execute();
  return { memberA, memberB };
}

/** Creates the report users; returns their e-mail addresses by name. */
export async function createReportUsers(db: Kysely<Database>): Promise<Record<string, string>> {
  const users = {
    reader: { roles: ['medivi-read', ...allReportRoles], planIds: ['plan-a'] },
    monthlyOnly: {
      roles: ['medivi-read', 'medivi-reports', 'medivi-clientmonthlyreport'],
      planIds: ['plan-a'],
    },
    noReportsRole: { roles: ['medivi-read', 'medivi-clientmonthlyreport'], planIds: ['plan-a'] },
    admin: { roles: ['medivi-read', 'medivi-admin', ...allReportRoles], planIds: [] },
    allPlans: { roles: ['medivi-read', 'medivi-6dhallplans', ...allReportRoles], planIds: [] },
    clientViewer: { roles: ['medivi-read', 'medivi-caseviewclient'], planIds: ['plan-a'] },
    noPlans: { roles: ['medivi-read', ...allReportRoles], planIds: [] },
  };
  const emails: Record<string, string> = {};
  for (const [name, user] of Object.entries(users)) {
    emails[name] = `rpt-${name.toLowerCase()}@example.test`;
    await createUser(db, { email: emails[name], roles: user.roles, planIds: user.planIds });
  }
  return emails;
}
