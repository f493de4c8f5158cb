import type {
  MemberAccumulators,
  MemberClaimDetail,
  MemberClaimSummary,
  MemberPlanDesign,
} from '@medivi/domain';

/** Twelve synthetic claims of two patients on one plan, newest service first. */
export const syntheticClaims: MemberClaimSummary[] = Array.from({ length: 12 }, (_, index) => ({
  claimID: `SYNTHETIC-M-${String(index).padStart(3, '0')}`,
  planID: 'plan-a',
  planName: 'Plan A (synthetic)',
  patientMemberId: index % 2 === 0 ? 'DEMO1' : 'DEMO1-02',
  patientName: index % 2 === 0 ? 'DANA SYNTHETIC' : 'ROBIN SYNTHETIC',
  relationship: index % 2 === 0 ? 'subscriber' : 'child',
  providerName: 'Test Clinic',
  providerNpi: '1234567893',
  serviceDateFrom: `2026-0${String(9 - Math.floor(index / 2))}-1${String(index % 10)}`.slice(0, 10),
  serviceDateTo: `2026-0${String(9 - Math.floor(index / 2))}-1${String(index % 10)}`.slice(0, 10),
  claimType: 'professional',
  status: index === 3 ? 'denied' : 'paid',
  billed: 400 + index,
  allowed: 120.5,
  planPaid: 80.5,
  memberOwes: 40,
  isSynthetic: true,
}));

/** The explanation of benefits of a denied claim. */
export const deniedClaim: MemberClaimDetail = {
  ...(syntheticClaims[3] as MemberClaimSummary),
  allowed: 0,
  planPaid: 0,
  memberOwes: 0,
  medicareEquivalent: 90,
  medicareMultiple: 1.4,
  deductible: 0,
  coinsurance: 0,
  copay: 0,
  balanceBillable: 403,
  placeOfService: '11',
  billingClass: 'professional',
  billingProviderNpi: '1234567893',
  billingProviderTin: null,
  code: '99213',
  codeType: 'HCPCS',
  denialReason: 'The service is not covered by the plan.',
  decidedOn: '2026-08-20',
  appealBy: '2027-02-16',
  cases: [{ caseId: 'case-1', caseNumber: '00001234', status: 'Processing' }],
  explanation: ['The plan denied this claim: the service is not covered by the plan.'],
};

/** Accumulators of plan A for the year, with a synthetic design. */
export const syntheticAccumulators: MemberAccumulators = {
  planID: 'plan-a',
  planYear: 2026,
  from: '2026-01-01',
  to: '2026-12-31',
  subscriberMemberId: 'DEMO1',
  design: {
    planId: 'plan-a',
    planYear: 2026,
    medicareMultiples: { inpatient: 1.4, outpatient: 1.4, professional: 1.4 },
    deductible: { individual: 1500, family: 3000 },
    outOfPocketMax: { individual: 5000, family: 10000 },
    coinsurancePercent: 20,
    copays: { primaryCare: 25, specialist: 50, urgentCare: 75, emergency: 250 },
    isSynthetic: true,
  },
  individuals: [
    {
      memberId: 'DEMO1',
      name: 'DANA SYNTHETIC',
      deductible: { limit: 1500, used: 600, remaining: 900 },
      outOfPocket: { limit: 5000, used: 700, remaining: 4300 },
    },
  ],
  family: {
    deductible: { limit: 3000, used: 600, remaining: 2400 },
    outOfPocket: { limit: 10000, used: 700, remaining: 9300 },
  },
};

/** Plan A's benefit design for the year alone, as client staff read it before naming a family. */
export const syntheticPlanDesign: MemberPlanDesign = {
  planID: 'plan-a',
  planName: 'Plan A (synthetic)',
  planYear: 2026,
  from: '2026-01-01',
  to: '2026-12-31',
  design: syntheticAccumulators.design,
};
