import { eobExplanation, type MemberClaimDetail } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { eobDocumentHtml } from './eob-document.js';

const figures = {
  providerName: 'Lakeside <script>alert(1)</script> & Co',
  claimType: 'professional',
  status: 'paid',
  billed: 180,
  medicareEquivalent: 73.67,
  medicareMultiple: 1.5,
  allowed: 110.51,
  planPaid: 55.41,
  deductible: 30,
  coinsurance: 0.1,
  copay: 25,
  denialReason: null,
  appealBy: null,
} as const;

/** The office visit of the domain's worked example, as the service reads it. */
const claim: MemberClaimDetail = {
  ...figures,
  claimID: 'EX-1',
  planID: 'plan-a',
  planName: 'Plan "A" (synthetic)',
  patientMemberId: 'M1',
  patientName: 'PAT EXAMPLE',
  relationship: 'subscriber',
  providerNpi: '1234567893',
  serviceDateFrom: '2030-08-10',
  serviceDateTo: '2030-08-10',
  memberOwes: 55.1,
  isSynthetic: false,
  balanceBillable: 69.49,
  placeOfService: '11',
  billingClass: 'professional',
  billingProviderNpi: null,
  billingProviderTin: null,
  code: '99213',
  codeType: 'HCPCS',
  decidedOn: '2030-08-20',
  cases: [],
  explanation: eobExplanation(figures),
};

describe('the EOB document (HTML printed to the PDF)', () => {
  const page = eobDocumentHtml(claim, '2031-06-15');

  it('names its language and the claim in its title, and holds the figures in a table with header cells', () => {
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Explanation of benefits, claim EX-1</title>');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toMatch(/<table>\s*<caption>\s*Claim lines, US dollars\s*<\/caption>/);
    expect(page.match(/<th scope="col">/g)).toHaveLength(10);
    expect(page).toContain('<th scope="row">HCPCS 99213, Doctor or clinic (professional)</th>');
    expect(page).toContain('<td>$73.67 × 1.5 = $110.51</td>');
  });

  it('escapes every value and runs no script', () => {
    expect(page).not.toContain('<script');
    expect(page).toContain('Lakeside &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(page).toContain('Plan &quot;A&quot; (synthetic)');
    expect(page).toContain('content="default-src &#39;none&#39;; style-src');
  });

  it('keeps the appeal citation on one line, and has no denial part or demo notice for this claim', () => {
    expect(page).toContain('<span class="citation">29 CFR 2560.503-1(h)(3)(i)</span>');
    expect(page).not.toContain('Why the claim was denied');
    expect(page).not.toContain('Demo data');
    expect(eobDocumentHtml({ ...claim, isSynthetic: true }, '2031-06-15')).toContain('Demo data: synthetic');
  });
});
