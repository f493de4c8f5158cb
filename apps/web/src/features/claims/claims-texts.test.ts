import {
  balanceBillableOf,
  memberOwesOf,
  allowedUnderMultiple,
  caseStatusLabels,
  type EobFigures,
  eobExplanation,
  idCardMessages,
  memberClaimRelationshipLabels,
  memberClaimRelationships,
  memberClaimStatuses,
  memberClaimStatusLabels,
  memberClaimsMessages,
  memberClaimTypeLabels,
  providerNoticeText,
  repricedClaimTypes,
} from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import english from '../../locales/en/claims.json';
import {
  caseStatusText,
  claimStatusText,
  claimTypeText,
  providerNoticeParagraphs,
  relationshipText,
} from './claim-display';
import { allowedUnderMultipleOf, eobSentences } from './eob-sentences';

const _ = i18n._.bind(i18n);
const englishText = english as Record<string, string>;

/** A paid professional claim; each case below changes what it is about. */
const paid: EobFigures = {
  providerName: 'Test Clinic',
  claimType: 'professional',
  status: 'paid',
  billed: 400,
  medicareEquivalent: 73.67,
  medicareMultiple: 1.5,
  allowed: 110.51,
  planPaid: 70.51,
  deductible: 15,
  coinsurance: 20,
  copay: 5,
  denialReason: null,
  appealBy: null,
};

const claims: Record<string, EobFigures> = {
  paid,
  oneSharePart: { ...paid, deductible: 0, coinsurance: 0, copay: 40, planPaid: 70.51 },
  owesNothing: { ...paid, deductible: 0, coinsurance: 0, copay: 0, planPaid: 110.51 },
  adjusted: { ...paid, status: 'adjusted', claimType: 'inpatient' },
  noMultiple: { ...paid, medicareMultiple: null, claimType: 'outpatient' },
  billedBelowPrice: { ...paid, billed: 100, allowed: 100, planPaid: 60 },
  otherAllowed: { ...paid, allowed: 99.99, planPaid: 59.99 },
  denied: { ...paid, status: 'denied', allowed: 0, planPaid: 0, deductible: 0, coinsurance: 0, copay: 0 },
  deniedWithReason: {
    ...paid,
    status: 'denied',
    allowed: 0,
    planPaid: 0,
    deductible: 0,
    coinsurance: 0,
    copay: 0,
    denialReason: 'The service is not covered by the plan.',
    appealBy: '2027-02-16',
  },
};

describe('the claims catalogue keeps the English of the domain (issue 37)', () => {
  it('words statuses, relationships and kinds of care as the domain and the EOB PDF do', () => {
    for (const status of memberClaimStatuses)
      expect(claimStatusText(status, _)).toBe(memberClaimStatusLabels[status]);
    for (const relationship of memberClaimRelationships)
      expect(relationshipText(relationship, _)).toBe(memberClaimRelationshipLabels[relationship]);
    for (const claimType of repricedClaimTypes)
      expect(claimTypeText(claimType, _)).toBe(memberClaimTypeLabels[claimType]);
    for (const label of Object.values(caseStatusLabels)) expect(caseStatusText(label, _)).toBe(label);
    expect(caseStatusText('Something new', _)).toBe('Something new');
  });

  it("words the server's messages the pages show as the domain has them", () => {
    expect(englishText['claims.filters.toBeforeFrom']).toBe(memberClaimsMessages.toBeforeFrom);
    expect(englishText['claims.eob.notFound']).toBe(memberClaimsMessages.claimNotFound);
    expect(englishText['claims.idCard.noCards']).toBe(idCardMessages.noCards);
    expect(englishText['claims.notice.planNotFound']).toBe(idCardMessages.planNotFound);
  });

  it("words the EOB's sentences as the domain's eobExplanation, word for word, for every kind of claim", () => {
    for (const figures of Object.values(claims)) {
      const reply = {
        ...figures,
        memberOwes: memberOwesOf(figures),
        balanceBillable: balanceBillableOf(figures),
      };
      expect(eobSentences(reply, _, 'en')).toEqual(eobExplanation(figures));
    }
  });

  it('words the provider notice as the domain, with and without a design', () => {
    const multiples = { inpatient: 1.5, outpatient: 1.425, professional: 1.15 };
    expect(providerNoticeParagraphs(multiples, _)).toEqual(providerNoticeText(multiples));
    expect(providerNoticeParagraphs(null, _)).toEqual(providerNoticeText(null));
  });

  it("prices Medicare × the multiple to the cent as the domain's decimal product does", () => {
    for (const [medicare, multiple] of [
      [73.67, 1.5],
      [16666.67, 1.5],
      [90, 1.4],
      [1234.56, 1.425],
      [0.01, 2],
      [100, 1],
    ] as const) {
      expect(allowedUnderMultipleOf(medicare, multiple)).toBe(allowedUnderMultiple(medicare, multiple));
    }
  });
});
